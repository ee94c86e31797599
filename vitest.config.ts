import { defineConfig } from 'vitest/config';

// Unit and integration tests. Integration tests (*.int.test.ts) talk to a real PostgreSQL:
// the global setup starts the embedded one (or uses TEST_DATABASE_URL) once per run.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    globalSetup: ['./src/server/test-support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
