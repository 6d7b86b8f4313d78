// The _headers rule of /admin/: Decap CMS needs more than the site's pages allow (its form schemas
// are compiled with `new Function`, its styles are injected inline, it talks to GitHub, Supabase
// (sign-in by e-mail and the editor gateway) or the local backend), so /admin/ gets a policy of its own instead of loosening the one every page shares.
import { env } from '../../settings.ts'
import { policyText } from './policyText.ts'

export function adminContentSecurityPolicy(localPort = env.EDITOR_PORT, supabaseOrigin?: string): string {
  return policyText({
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com', 'https://raw.githubusercontent.com'],
    'font-src': ["'self'", 'data:'],
    // GitHub's API, or the Supabase project, in production; the local backend only answers on the editor's own machine.
    'connect-src': ["'self'", 'https://api.github.com', ...(supabaseOrigin ? [supabaseOrigin] : []), `http://localhost:${localPort}`, `http://127.0.0.1:${localPort}`],
    'frame-src': ["'self'", 'blob:'],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  })
}

/** Listed after the pages' rule, so Netlify sends this policy on /admin/ in place of theirs. */
export function adminHeaders(supabaseOrigin?: string): Record<string, string> {
  return { 'Content-Security-Policy': adminContentSecurityPolicy(env.EDITOR_PORT, supabaseOrigin), 'X-Robots-Tag': 'noindex, nofollow' }
}
