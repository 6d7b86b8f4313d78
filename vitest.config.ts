import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // Unit tests sit beside their code; browser tests belong to Playwright.
    include: ['lib/**/*.test.ts', 'scripts/**/*.test.ts', 'islands/**/*.test.ts', 'components/**/*.test.ts', 'supabase/**/*.test.ts'],
  },
})
