// Where the local backend listens, and the build settings that point the site's forms at it.
import { env } from '../../lib/settings.ts'

/** Supabase's own local port by default; the browser tests use another so both can run. */
export const localBackendPort = () => env.LOCAL_BACKEND_PORT

/** A key for the local gateway only: it guards nothing real, and never reaches a hosted project. */
export const LOCAL_ANON_KEY = 'local-anon-key'

export function localSubmissionEnv(port = localBackendPort()): Record<string, string> {
  const origin = `http://127.0.0.1:${port}`
  return {
    PUBLIC_ENV__SUPABASE_URL: origin,
    PUBLIC_ENV__SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
    PUBLIC_ENV__WEBHOOK_URL: `${origin}/webhook`,
  }
}

/** The local backend is used whenever no hosted Supabase project is configured. */
export const usesLocalBackend = () => !env.PUBLIC_ENV__SUPABASE_URL

/** The backend port of the browser tests (package.json's test:e2e builds with the same). */
export const E2E_BACKEND_PORT = 54329
