import { useState } from 'react';
import {
  readCookieConsent,
  saveCookieConsent,
  setCookieSettingsOpen,
  useCookieSettingsOpen,
  type CookieChoices,
  type OptionalCookieCategory,
} from '../lib/cookie-consent';
import { Button } from './ui/button';
import { Dialog, DialogContent } from './ui/dialog';
import { Switch } from './ui/switch';

const CATEGORY_TEXT: Record<'necessary' | OptionalCookieCategory, { title: string; text: string }> =
  {
    necessary: {
      title: 'Necessary',
      text: 'Keep you signed in, protect your requests and remember this choice. Always on.',
    },
    analytics: {
      title: 'Analytics',
      text: 'Count page visits so we can see what helps. Nothing is loaded unless you allow it.',
    },
    marketing: {
      title: 'Marketing',
      text: 'Measure promotions of PantryPilot. None are set today; this records your choice.',
    },
    preferences: {
      title: 'Preferences',
      text: 'Remember optional conveniences on this device. None are set today; this records your choice.',
    },
  };

const NO_CHOICES: CookieChoices = { analytics: false, marketing: false, preferences: false };

function storedChoices(): CookieChoices {
  const consent = readCookieConsent();
  return consent
    ? {
        analytics: consent.analytics,
        marketing: consent.marketing,
        preferences: consent.preferences,
      }
    : NO_CHOICES;
}

/** The four cookie categories, necessary locked on; opened from the banner and /cookies. */
export function CookieSettingsDialog() {
  const open = useCookieSettingsOpen();
  return (
    <Dialog open={open} onOpenChange={setCookieSettingsOpen}>
      {/* Mounted only while open, so the toggles start from the stored choice every time. */}
      {open && <CookieSettingsForm />}
    </Dialog>
  );
}

function CookieSettingsForm() {
  const [choices, setChoices] = useState<CookieChoices>(storedChoices);

  return (
    <DialogContent
      title="Cookie Settings"
      description="Choose which optional cookies PantryPilot may use. You can change this at any time on the Cookie Policy page."
      className="max-w-lg"
    >
      <ul className="mt-5 divide-y divide-line rounded-xl border border-line">
        <CategoryRow id="necessary" checked disabled onChange={() => undefined} />
        {(['analytics', 'marketing', 'preferences'] as const).map((category) => (
          <CategoryRow
            key={category}
            id={category}
            checked={choices[category]}
            onChange={(checked) => setChoices((current) => ({ ...current, [category]: checked }))}
          />
        ))}
      </ul>
      <div className="mt-6 flex justify-end">
        <Button
          onClick={() => {
            saveCookieConsent(choices);
            setCookieSettingsOpen(false);
          }}
        >
          Save Settings
        </Button>
      </div>
    </DialogContent>
  );
}

interface CategoryRowProps {
  id: 'necessary' | OptionalCookieCategory;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

function CategoryRow({ id, checked, disabled = false, onChange }: CategoryRowProps) {
  const { title, text } = CATEGORY_TEXT[id];
  const switchId = `cookie-category-${id}`;
  return (
    <li className="flex items-start justify-between gap-4 p-4">
      <div>
        <label htmlFor={switchId} className="font-semibold">
          {title}
        </label>
        <p id={`${switchId}-text`} className="mt-0.5 text-sm text-fg-muted">
          {text}
        </p>
      </div>
      <Switch
        id={switchId}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onChange}
        aria-describedby={`${switchId}-text`}
        className="mt-0.5"
      />
    </li>
  );
}
