import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // Unit tests sit beside their code; browser tests belong to Playwright.
    // Starting PGlite and copying the content take seconds, more on a busy 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One PostgreSQL 15 cluster for the run, beside PGlite (supabase/testing/backends.ts).
    globalSetup: ['supabase/testing/postgresGlobalSetup.ts'],
    include: ['lib/**/*.test.ts', 'tests/build/**/*.test.ts', 'scripts/**/*.test.ts', 'islands/**/*.test.ts', 'components/**/*.test.ts', 'supabase/**/*.test.ts'],
  },
})
