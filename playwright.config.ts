import { defineConfig, devices } from '@playwright/test'
import { env } from './lib/settings.ts'
import { E2E_BACKEND_PORT } from './scripts/local-backend/env.ts'
import { BROWSER_GUARD_MS, SERVER_START_GUARD_MS, STATE_GUARD_MS } from './tests/hangGuards.ts'

const PORT = 4321

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  timeout: BROWSER_GUARD_MS,
  expect: { timeout: STATE_GUARD_MS },
  workers: 2,
  retries: env.CI ? 1 : 0,
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      // Debian's Chromium, installed by scripts/ensure-chromium.sh; Playwright downloads nothing.
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost'],
    },
  },
  webServer: {
    // Serves the already built site and the local backend (in memory); `npm run test:e2e` builds
    // the site first, pointing its forms at this backend port.
    command: 'node scripts/serve.ts',
    // Retries a second apart, so a test sees a lead delivered once the receiver is back.
    env: { PORT: String(PORT), LOCAL_BACKEND_PORT: String(E2E_BACKEND_PORT), LOCAL_DB: 'memory', LEAD_RETRY_FIRST_SECONDS: '1', LEAD_RETRY_MAX_SECONDS: '2' },
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: SERVER_START_GUARD_MS,
  },
})
