import toast from 'react-hot-toast';
import * as v from 'valibot';

const FLASH_KEY = 'pantrypilot:flash-toast';
const FLASH_DURATION_MS = 6000;
interface Flash {
  kind: 'success' | 'error';
  message: string;
}
const flashSchema = v.object({
  kind: v.picklist(['success', 'error']),
  message: v.string(),
}) satisfies v.GenericSchema<unknown, Flash>;

/**
 * Keeps a toast across a full page load. Signing out reloads the app on purpose (it drops
 * every cached piece of the person's data from memory), and the toast must survive that.
 */
export function setFlashToast(flash: Flash): void {
  try {
    window.sessionStorage.setItem(FLASH_KEY, JSON.stringify(flash));
  } catch {
    // Without storage the toast is lost; the navigation itself still happens.
  }
}

export function showFlashToast(): void {
  let raw: string | null = null;
  try {
    raw = window.sessionStorage.getItem(FLASH_KEY);
    window.sessionStorage.removeItem(FLASH_KEY);
  } catch {
    return;
  }
  if (!raw) return;
  try {
    const parsed = v.safeParse(flashSchema, JSON.parse(raw));
    if (!parsed.success) return;
    const flash = parsed.output;
    // It arrives with a whole page load: the usual 2 s would be over before the page is read
    // (issue 29: "Your account has been deleted successfully" was never seen).
    const options = { duration: FLASH_DURATION_MS };
    if (flash.kind === 'success') toast.success(flash.message, options);
    else toast.error(flash.message, options);
  } catch {
    // A malformed entry is dropped silently: it only ever held a courtesy message.
  }
}
