/** The product's name, used everywhere a person reads it. */
export const BRAND_NAME = 'PantryPilot';
export const BRAND_TAGLINE = 'Plan. Shop. Savor.';
export const TITLE_SUFFIX = `${BRAND_NAME} - Smart Meal Planning & Budget Shopping`;

/** "{page} | PantryPilot - Smart Meal Planning & Budget Shopping" (spec section 2, Chrome). */
export function pageTitle(page: string): string {
  return `${page} | ${TITLE_SUFFIX}`;
}
