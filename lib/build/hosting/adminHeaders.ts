// The _headers rule of /admin/: Decap CMS needs more than the site's pages allow (its form schemas
// are compiled with `new Function`, its styles are injected inline, it talks to GitHub or the local
// backend), so /admin/ gets a policy of its own instead of loosening the one every page shares.
import { env } from '../../settings.ts'
import { policyText } from './policyText.ts'

export function adminContentSecurityPolicy(localPort = env.EDITOR_PORT): string {
  return policyText({
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com', 'https://raw.githubusercontent.com'],
    'font-src': ["'self'", 'data:'],
    // GitHub's API in production; the local backend only answers on the editor's own machine.
    'connect-src': ["'self'", 'https://api.github.com', `http://localhost:${localPort}`, `http://127.0.0.1:${localPort}`],
    'frame-src': ["'self'", 'blob:'],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  })
}

/** Listed after the pages' rule, so Netlify sends this policy on /admin/ in place of theirs. */
export function adminHeaders(): Record<string, string> {
  return { 'Content-Security-Policy': adminContentSecurityPolicy(), 'X-Robots-Tag': 'noindex, nofollow' }
}
