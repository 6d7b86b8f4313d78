// The _headers file: security headers for every page and long caching for hashed assets. The
// Content-Security-Policy allows the site itself plus the origins the forms call (and Google Tag
// Manager when it is configured), and no inline script at all. /admin/ has a policy of its own.
import { ADMIN_PATH } from '../../editor/adminPath.ts'
import { env } from '../../settings.ts'

export interface HeaderOrigins {
  /** PUBLIC_ENV__SUPABASE_URL as the build saw it. */
  supabaseUrl?: string
  /** Set when a Google Tag Manager container is configured. */
  analytics?: boolean
}

const GTM_ORIGINS = ['https://www.googletagmanager.com']
const GA_ORIGINS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com']

/** A Content-Security-Policy header value from its directives. */
const policyText = (directives: Record<string, readonly unknown[]>) =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')

const origin = (url?: string) => {
  try {
    return url ? new URL(url).origin : undefined
  } catch {
    return undefined
  }
}

export function contentSecurityPolicy({ supabaseUrl, analytics }: HeaderOrigins): string {
  // The browser talks to Supabase only: the server delivers leads to the automation webhook.
  const connect = ["'self'", origin(supabaseUrl), ...(analytics ? GA_ORIGINS : [])].filter(Boolean)
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(analytics ? GTM_ORIGINS : [])],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', ...(analytics ? GA_ORIGINS : [])],
    'font-src': ["'self'"],
    'connect-src': [...new Set(connect)],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  }
  return policyText(directives)
}

/**
 * /admin/'s: Decap CMS needs more than the site's pages allow (its form schemas are compiled with
 * `new Function`, its styles are injected inline, it talks to GitHub, the Supabase project (sign-in
 * by e-mail and the editor gateway) or the local backend), so it gets a policy of its own instead of
 * loosening the one every page shares.
 */
export function adminContentSecurityPolicy(localPort = env.EDITOR_PORT, supabaseOrigin?: string): string {
  return policyText({
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com', 'https://raw.githubusercontent.com'],
    'font-src': ["'self'", 'data:'],
    // GitHub's API or the Supabase project in production; the local backend only answers on the editor's own machine.
    'connect-src': ["'self'", 'https://api.github.com', ...(supabaseOrigin ? [supabaseOrigin] : []), `http://localhost:${localPort}`, `http://127.0.0.1:${localPort}`],
    'frame-src': ["'self'", 'blob:'],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  })
}

/** Headers per path pattern, in the order a host applies them. */
export function securityHeaders(origins: HeaderOrigins): Record<string, Record<string, string>> {
  return {
    '/*': {
      'Content-Security-Policy': contentSecurityPolicy(origins),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
      'X-Frame-Options': 'DENY',
    },
    // File names carry a content hash: a changed file is a new URL, so a year is safe.
    '/assets/*': { 'Cache-Control': 'public, max-age=31536000, immutable' },
    '/_img/*': { 'Cache-Control': 'public, max-age=31536000, immutable' },
    // Illustrations and share images keep their names when redrawn: a day, then revalidate.
    '/images/*': { 'Cache-Control': 'public, max-age=86400, must-revalidate' },
    '/og/*': { 'Cache-Control': 'public, max-age=86400, must-revalidate' },
    // After the pages' rule, so Netlify sends this policy on /admin/ in place of theirs.
    [`${ADMIN_PATH}*`]: { 'Content-Security-Policy': adminContentSecurityPolicy(env.EDITOR_PORT, origin(origins.supabaseUrl)), 'X-Robots-Tag': 'noindex, nofollow' },
  }
}

/** Netlify's format: a path, then its headers indented below it; of rules that match one path, the later's header wins. */
export function headersFile(rules: Record<string, Record<string, string>>): string {
  return Object.entries(rules)
    .map(([path, headers]) => [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'))
    .join('\n\n')
    .concat('\n')
}
