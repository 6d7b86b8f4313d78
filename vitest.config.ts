import os from 'node:os'
import { defineConfig } from 'vitest/config'
import { env } from './lib/settings.ts'
import { UNIT_GUARD_MS } from './tests/hangGuards.ts'

export default defineConfig({
  test: {
    // Unit tests sit beside their code; browser tests belong to Playwright.
    // A worker per core: Vitest's default leaves one core to its main process, which idles, so on
    // a 2-core machine the tests ran one file at a time.
    maxWorkers: os.availableParallelism(),
    testTimeout: UNIT_GUARD_MS,
    hookTimeout: UNIT_GUARD_MS,
    reporters: ['default', ...(env.GITHUB_ACTIONS ? ['github-actions'] : [])],
    // One PostgreSQL 15 cluster for the run, beside PGlite (tests/support/supabase/backends.ts).
    globalSetup: ['tests/support/supabase/postgresGlobalSetup.ts'],
    // Found by convention, not listed: any *.test.ts(x) (Vitest leaves out node_modules itself).
    include: ['**/*.test.{ts,tsx}'],
  },
})
