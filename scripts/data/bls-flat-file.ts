/**
 * Reads BLS time-series flat files (download.bls.gov/pub/time.series/ap/ap.data.0.Current,
 * cu/cu.data.0.Current and their siblings): tab-separated `series_id year period value
 * footnote_codes` with a header row, series ids padded with spaces, period M01-M12 for months
 * and M13 for the annual average.
 */
export interface FlatObservation {
  seriesId: string;
  /** "YYYY-MM", or "YYYY" for the annual average (M13). */
  period: string;
  value: number;
}

export function parseBlsFlatFile(text: string): FlatObservation[] {
  const out: FlatObservation[] = [];
  for (const line of text.split(/\r?\n/)) {
    const [rawId = '', year = '', period = '', rawValue = ''] = line.split('\t');
    const seriesId = rawId.trim();
    const value = Number(rawValue.trim());
    if (seriesId === 'series_id' || seriesId === '' || !/^\d{4}$/.test(year.trim())) continue;
    const m = /^M(\d{2})$/.exec(period.trim());
    // A "-" value marks a month BLS did not publish (e.g. Oct. 2025); skip it.
    if (!m || !Number.isFinite(value) || value <= 0 || rawValue.trim() === '-') continue;
    const month = Number(m[1]);
    if (month < 1 || month > 13) continue;
    out.push({
      seriesId,
      period: month === 13 ? year.trim() : `${year.trim()}-${m[1]}`,
      value,
    });
  }
  return out;
}
