// The _headers file: security headers for every page and long caching for hashed assets. The
// Content-Security-Policy allows the site itself plus the origins the forms call (and Google Tag
// Manager when it is configured), and no inline script at all.
import { ADMIN_PATH } from '../../editor/adminPath.ts'
import { adminHeaders } from './adminHeaders.ts'
import { policyText } from './policyText.ts'

export interface HeaderOrigins {
  /** PUBLIC_ENV__SUPABASE_URL as the build saw it. */
  supabaseUrl?: string
  /** Set when a Google Tag Manager container is configured. */
  analytics?: boolean
}

const GTM_ORIGINS = ['https://www.googletagmanager.com']
const GA_ORIGINS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com']

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
    [`${ADMIN_PATH}*`]: adminHeaders(origin(origins.supabaseUrl)),
  }
}

/** Netlify's format: a path, then its headers indented below it; of rules that match one path, the later's header wins. */
export function headersFile(rules: Record<string, Record<string, string>>): string {
  return Object.entries(rules)
    .map(([path, headers]) => [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'))
    .join('\n\n')
    .concat('\n')
}
