import { expect, test } from 'vitest'
import { headersFile, securityHeaders } from './securityHeaders.ts'
import { asNetlifyServes } from './securityHeaders.test.ts'
import { adminContentSecurityPolicy } from './adminHeaders.ts'

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
