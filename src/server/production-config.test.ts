/**
 * Production refuses the development stand-ins (the /oidc issuer, the embedded checkout):
 * without real Google sign-in and Stripe billing the server does not start, says in one line
 * which variables are missing, and exits non-zero. Development secrets come from the data
 * folder, never from text in the repository.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { developmentWebhookSecret } from './billing/billing-setup';
import { loadConfig, missingProductionSettings } from './config';
import { PROJECT_ROOT } from './server';

const REAL_SERVICES = {
  GOOGLE_CLIENT_ID: 'client-id.apps.googleusercontent.com',
  GOOGLE_CLIENT_SECRET: 'google-secret',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  STRIPE_PRICE_MONTHLY: 'price_m',
  STRIPE_PRICE_YEARLY: 'price_y',
  INSTACART_API_KEY: 'keys.0123456789abcdef0123456789abcdef',
};
const BASE = {
  NODE_ENV: 'production',
  BETTER_AUTH_SECRET: 'a-real-secret-from-the-operator-32',
  APP_ORIGIN: 'https://pantrypilot.example',
};

const dirs: string[] = [];
function tempDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pantrypilot-secrets-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('production configuration', () => {
  it('refuses a BETTER_AUTH_SECRET shorter than 32 characters (issue 28, item 15)', () => {
    for (const secret of ['short', 'x'.repeat(31)]) {
      expect(() => loadConfig({ ...BASE, ...REAL_SERVICES, BETTER_AUTH_SECRET: secret })).toThrow(
        'Refusing to start in production: BETTER_AUTH_SECRET must be at least 32 characters',
      );
    }
    expect(
      loadConfig({ ...BASE, ...REAL_SERVICES, BETTER_AUTH_SECRET: 'x'.repeat(32) }).isProduction,
    ).toBe(true);
  });

  it('refuses to load with only BETTER_AUTH_SECRET and APP_ORIGIN, naming every missing variable', () => {
    expect(() => loadConfig(BASE)).toThrow(
      'Refusing to start in production: missing GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET (Google sign-in); ' +
        'STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_MONTHLY, STRIPE_PRICE_YEARLY (Stripe billing); ' +
        'WALMART_CONSUMER_ID, WALMART_PRIVATE_KEY and WALMART_KEY_VERSION, or KROGER_CLIENT_ID and KROGER_CLIENT_SECRET, or INSTACART_API_KEY (store).',
    );
  });

  it('refuses without a real store (the development store is a stand-in), and accepts any one store', () => {
    const { INSTACART_API_KEY: _i, ...noStore } = REAL_SERVICES;
    expect(() => loadConfig({ ...BASE, ...noStore })).toThrow(
      'or INSTACART_API_KEY (store). The development sign-in, billing and store stand-ins never run in production.',
    );
    const walmart = {
      WALMART_CONSUMER_ID: 'c',
      WALMART_PRIVATE_KEY: 'k',
      WALMART_KEY_VERSION: '1',
    };
    expect(loadConfig({ ...BASE, ...noStore, ...walmart }).isProduction).toBe(true);
    expect(
      loadConfig({ ...BASE, ...noStore, KROGER_CLIENT_ID: 'id', KROGER_CLIENT_SECRET: 's' })
        .isProduction,
    ).toBe(true);
    // Half a provider's credentials is a mistake in any environment, named as such.
    expect(() => loadConfig({ NODE_ENV: 'test', KROGER_CLIENT_ID: 'id' })).toThrow(
      'KROGER_CLIENT_ID, KROGER_CLIENT_SECRET must be set together (missing KROGER_CLIENT_SECRET)',
    );
  });

  it('refuses when only billing is missing, and when the origin is missing', () => {
    const { STRIPE_PRICE_YEARLY: _y, ...noYearly } = REAL_SERVICES;
    expect(() => loadConfig({ ...BASE, ...noYearly })).toThrow(
      'missing STRIPE_PRICE_YEARLY (Stripe billing)',
    );
    const { APP_ORIGIN: _o, ...noOrigin } = BASE;
    expect(() => loadConfig({ ...noOrigin, ...REAL_SERVICES })).toThrow(
      'missing APP_ORIGIN (public origin)',
    );
  });

  it('loads when every real service is configured', () => {
    const config = loadConfig({ ...BASE, ...REAL_SERVICES });
    expect(config.isProduction).toBe(true);
    expect(config.googleEnabled).toBe(true);
    expect(missingProductionSettings({ ...config })).toEqual([]);
  });

  it('lists the missing variables per service', () => {
    const env = loadConfig({ NODE_ENV: 'test', DATA_DIR: tempDataDir() });
    expect(missingProductionSettings(env).map((m) => m.service)).toEqual([
      'public origin',
      'sessions',
      'Google sign-in',
      'Stripe billing',
      'store',
    ]);
  });

  it('makes the server process exit non-zero with one clear line', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: PROJECT_ROOT,
      env: { PATH: process.env.PATH, ...BASE, PORT: '1' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).not.toBe(0);
    const lines = result.stderr.split('\n').filter((l) => l.trim() && !l.includes('oidc-provider'));
    expect(lines).toEqual([expect.stringContaining('Refusing to start in production: missing')]);
    expect(result.stdout).not.toContain('running');
  });
});

describe('development secrets', () => {
  it('are random per data folder, kept there, and not derivable from the repository', () => {
    const a = tempDataDir();
    const b = tempDataDir();
    const configA = loadConfig({ NODE_ENV: 'development', DATA_DIR: a });
    const configB = loadConfig({ NODE_ENV: 'development', DATA_DIR: b });
    expect(configA.authSecret).not.toBe(configB.authSecret);
    expect(configA.authSecret).not.toMatch(/pantrypilot/);
    // Kept: the same folder gives the same secrets on the next start.
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: a }).authSecret).toBe(
      configA.authSecret,
    );
    const webhookA = developmentWebhookSecret(configA);
    expect(webhookA).not.toBe(developmentWebhookSecret(configB));
    expect(developmentWebhookSecret(configA)).toBe(webhookA);
    expect(webhookA).toBe(
      `whsec_dev_${readFileSync(path.join(a, 'secrets', 'development-webhook-secret'), 'utf8')}`,
    );
  });
});
