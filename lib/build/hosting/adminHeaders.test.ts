import { expect, test } from 'vitest'
import { headersFile, parseHeadersFile, securityHeaders } from './securityHeaders.ts'
import { adminContentSecurityPolicy } from './adminHeaders.ts'

test("/admin/ gets the editor's policy in place of the pages' one, and no page gets anything looser", () => {
  const file = headersFile(securityHeaders({ supabaseUrl: 'https://abc.supabase.co' }))
  expect(file).toMatch(/^\/admin\/\*\n {2}! Content-Security-Policy\n {2}Content-Security-Policy: /m)
  const headersFor = parseHeadersFile(file)
  const admin = headersFor('/admin/')
  expect(admin['Content-Security-Policy']).toBe(adminContentSecurityPolicy())
  expect(admin['Content-Security-Policy']).toContain("script-src 'self' 'unsafe-eval';")
  expect(admin['X-Robots-Tag']).toBe('noindex, nofollow')
  expect(admin['X-Frame-Options']).toBe('DENY')
  for (const page of ['/', '/about', '/blog/how-often-office-cleaning', '/administration']) {
    expect(headersFor(page)['Content-Security-Policy'], page).not.toMatch(/unsafe|api\.github\.com|localhost/)
  }
})
