/**
 * A whole number with commas between its thousands: 1217 -> "1,217". By hand rather than
 * with `toLocaleString('en-US')`, which builds an Intl.NumberFormat on every call: tens of
 * milliseconds on a phone, on the landing page's first render and for every day of a plan
 * (issue 14). The app's copy is US English, so the separator is always a comma.
 */
export function groupThousands(value: number): string {
  const whole = Math.round(value);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return whole < 0 ? `-${digits}` : digits;
}
