/**
 * A plan's description (under its name, on the plan page and the dashboard card). Up to issue
 * 29 it carried the list's total at generation time ("...: $176.83 of your $180 budget."),
 * which a swap or an edited list then contradicted beside the live total. The total is now
 * only ever the list's own figure; a description stored the old way is read without it.
 */
const STORED_TOTAL = /: \$[\d,]+\.\d{2} of your (\$[\d,]+(?:\.\d{2})?) budget\.$/;

export function descriptionWithoutTotal(description: string | null): string | null {
  if (description === null) return null;
  return description.replace(STORED_TOTAL, ', on a $1 budget.');
}
