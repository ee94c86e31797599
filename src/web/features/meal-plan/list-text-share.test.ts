import { describe, expect, it } from 'vitest';
import { canShareText, copyText, shareText } from './list-text-share';

const data = { title: 'Week: Shopping List', text: '[x] Rice' };

describe('Copy and Share of the list as text (issue 29)', () => {
  it('copies the text with the Clipboard API', async () => {
    const written: string[] = [];
    const nav = { clipboard: { writeText: async (t: string) => void written.push(t) } };
    expect(await copyText(nav, '[x] Rice')).toBe('copied');
    expect(written).toEqual(['[x] Rice']);
  });

  it('says the copy failed when there is no clipboard or it refuses', async () => {
    expect(await copyText({}, 'x')).toBe('failed');
    const refusing = {
      clipboard: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    };
    expect(await copyText(refusing, 'x')).toBe('failed');
  });

  it('offers Share only where the Web Share API can share the text', () => {
    const share = async () => {};
    expect(canShareText({}, data)).toBe(false);
    expect(canShareText({ share }, data)).toBe(true);
    expect(canShareText({ share, canShare: () => false }, data)).toBe(false);
    expect(canShareText({ share, canShare: () => true }, data)).toBe(true);
  });

  it('shares the title and text; closing the share sheet is not a failure', async () => {
    const shared: ShareData[] = [];
    expect(await shareText({ share: async (d) => void shared.push(d) }, data)).toBe('shared');
    expect(shared).toEqual([data]);
    const closed = { share: () => Promise.reject(new DOMException('closed', 'AbortError')) };
    expect(await shareText(closed, data)).toBe('cancelled');
    const broken = { share: () => Promise.reject(new TypeError('bad data')) };
    expect(await shareText(broken, data)).toBe('failed');
    expect(await shareText({}, data)).toBe('failed');
  });
});
