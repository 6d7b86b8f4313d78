import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // Unit tests sit beside their code; browser tests belong to Playwright.
    // Starting PGlite and copying the content take seconds, more on a busy 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Found by convention, not listed: any *.test.ts(x) (Vitest leaves out node_modules itself).
    include: ['**/*.test.{ts,tsx}'],
  },
})
