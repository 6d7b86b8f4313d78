import { describe, expect, test } from 'vitest'
import { contentSecurityPolicy, headersFile, parseHeadersFile, securityHeaders } from './securityHeaders'

describe('contentSecurityPolicy', () => {
  test('allows the site and the Supabase origin, and no inline script', () => {
    const csp = contentSecurityPolicy({ supabaseUrl: 'https://abc.supabase.co/' })
    expect(csp).toContain("script-src 'self';")
    expect(csp).toContain("connect-src 'self' https://abc.supabase.co;")
    expect(csp).not.toMatch(/unsafe-(inline|eval)/)
    expect(csp).not.toContain('googletagmanager')
  })

  test('adds Google Tag Manager only when analytics is configured', () => {
    const csp = contentSecurityPolicy({ analytics: true })
    expect(csp).toContain("script-src 'self' https://www.googletagmanager.com;")
    expect(csp).toContain('https://*.google-analytics.com')
  })
})

test('the _headers file reads back to the same headers per path', () => {
  const rules = securityHeaders({ supabaseUrl: 'https://abc.supabase.co' })
  const headersFor = parseHeadersFile(headersFile(rules))
  expect(headersFor('/about')).toEqual(rules['/*'])
  expect(headersFor('/assets/chunks/a.js')).toEqual({ ...rules['/*'], ...rules['/assets/*'] })
})
