import { describe, expect, test } from 'vitest'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { netlifyHeaders } from './hostFiles.ts'
import { adminContentSecurityPolicy, contentSecurityPolicy, headersFile, securityHeaders } from './securityHeaders'

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

/** The headers Netlify's own code sends per path for a _headers file. */
export function asNetlifyServes(file: string): (pathname: string) => Promise<Record<string, string>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'headers-'))
  fs.writeFileSync(path.join(dir, '_headers'), file)
  return netlifyHeaders(dir)
}

test('the _headers file reads back, as Netlify reads it, to the same headers per path', async () => {
  const rules = securityHeaders({ supabaseUrl: 'https://abc.supabase.co' })
  const headersFor = asNetlifyServes(headersFile(rules))
  const lower = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]))
  expect(lower(await headersFor('/about'))).toEqual(lower(rules['/*']!))
  expect(lower(await headersFor('/assets/chunks/a.js'))).toEqual(lower({ ...rules['/*'], ...rules['/assets/*'] }))
})

test("/admin/ gets the editor's policy in place of the pages' one, and no page gets anything looser", async () => {
  const headersFor = asNetlifyServes(headersFile(securityHeaders({ supabaseUrl: 'https://abc.supabase.co' })))
  const admin = await headersFor('/admin/')
  expect(admin['Content-Security-Policy']).toBe(adminContentSecurityPolicy(undefined, 'https://abc.supabase.co'))
  // Sign-in by e-mail and the editor gateway are the Supabase project's.
  expect(admin['Content-Security-Policy']).toContain("connect-src 'self' https://api.github.com https://abc.supabase.co ")
  expect(admin['Content-Security-Policy']).toContain("script-src 'self' 'unsafe-eval';")
  expect(admin['X-Robots-Tag']).toBe('noindex, nofollow')
  expect(admin['X-Frame-Options']).toBe('DENY')
  for (const page of ['/', '/about', '/blog/how-often-office-cleaning', '/404']) {
    expect((await headersFor(page))['Content-Security-Policy'], page).not.toMatch(/unsafe|api\.github\.com|localhost/)
  }
})
