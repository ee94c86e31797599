/**
 * Copy and Share for the shopping list as text (issue 29): the Clipboard API, and the Web Share
 * API where the browser has it (most phones; few desktops). Each takes the navigator it uses,
 * so the outcomes are testable without a browser.
 */

/** The parts of `navigator` used here; any may be missing (an old browser, plain http). */
export type TextSharingNavigator = {
  clipboard?: Pick<Clipboard, 'writeText'>;
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data?: ShareData) => boolean;
};

export type CopyOutcome = 'copied' | 'failed';
export type ShareOutcome = 'shared' | 'cancelled' | 'failed';

/** Whether to offer "Share": the browser can share this text. */
export function canShareText(nav: TextSharingNavigator, data: ShareData): boolean {
  if (typeof nav.share !== 'function') return false;
  return typeof nav.canShare === 'function' ? nav.canShare(data) : true;
}

export async function copyText(nav: TextSharingNavigator, text: string): Promise<CopyOutcome> {
  if (!nav.clipboard) return 'failed';
  try {
    await nav.clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'failed';
  }
}

/**
 * Shares the text. Call it straight from the click, before any await: browsers share only
 * within the gesture. A person closing the share sheet is not an error (AbortError).
 */
export async function shareText(nav: TextSharingNavigator, data: ShareData): Promise<ShareOutcome> {
  if (typeof nav.share !== 'function') return 'failed';
  try {
    await nav.share(data);
    return 'shared';
  } catch (error) {
    return error instanceof Error && error.name === 'AbortError' ? 'cancelled' : 'failed';
  }
}
