import { defineConfig } from '@playwright/test';
import { freePort } from './src/server/test-support/free-port';
import { resolveChromium } from './tests/e2e/support/browser';

// A free port unless one is given; set in the environment so Playwright's worker processes,
// which load this file again, agree on it.
if (!process.env.E2E_PORT) process.env.E2E_PORT = String(await freePort());
const port = Number(process.env.E2E_PORT);
const chromium = await resolveChromium();

export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.spec.ts',
  // Two cores: one worker keeps the server, PostgreSQL and the browser from starving each other.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromium.executablePath, args: chromium.args },
  },
  webServer: {
    command: 'node --import tsx tests/e2e/support/e2e-server.ts',
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { E2E_PORT: String(port) },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
