/** Spec section 9: toasts in the settings area last 5 s by default, 3 s for success, 4 s for errors. */
export const SETTINGS_TOAST = {
  blank: { duration: 5000 },
  success: { duration: 3000 },
  error: { duration: 4000 },
} as const;
