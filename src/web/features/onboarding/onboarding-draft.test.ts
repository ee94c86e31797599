import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearOnboardingDraft,
  restoreOnboardingDraft,
  saveOnboardingDraft,
} from './onboarding-draft';
import { emptyWizardData, startPosition } from './wizard-rules';

/** A Storage backed by a Map, standing in for the browser's session storage. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const base = { data: emptyWizardData(), pantry: { spices: [], baking: [], condiments: [] } };

describe('the onboarding draft (issue 29: a reload keeps every choice)', () => {
  beforeEach(() => vi.stubGlobal('window', { sessionStorage: memoryStorage() }));
  afterEach(() => vi.unstubAllGlobals());

  it('comes back with the picks and the step, for the same person only', () => {
    const data = { ...emptyWizardData(), cuisinePreferences: ['italian' as const] };
    const position = { ...startPosition(1), meal: 'lunch' as const };
    saveOnboardingDraft('u1', { data, pantry: base.pantry, position });
    const restored = restoreOnboardingDraft('u1', base);
    expect(restored?.data.cuisinePreferences).toEqual(['italian']);
    expect(restored?.position).toEqual(position);
    expect(restoreOnboardingDraft('u2', base)).toBeNull();
  });

  it('is gone once cleared, and ignores anything that is not a draft', () => {
    saveOnboardingDraft('u1', { ...base, position: startPosition(2) });
    clearOnboardingDraft();
    expect(restoreOnboardingDraft('u1', base)).toBeNull();
    window.sessionStorage.setItem('onboarding-draft', '{"userId":"u1","data":{"x":1}}');
    expect(restoreOnboardingDraft('u1', base)).toBeNull();
    window.sessionStorage.setItem('onboarding-draft', 'not json');
    expect(restoreOnboardingDraft('u1', base)).toBeNull();
  });
});
