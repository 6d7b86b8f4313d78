import { afterEach, describe, expect, test, vi } from 'vitest'
import { parseSubmissionConfig } from './config'
import { submitForm } from './submit'

const complete = {
  PUBLIC_ENV__SUPABASE_URL: 'https://abc.supabase.co',
  PUBLIC_ENV__SUPABASE_ANON_KEY: 'public-anon-key',
}

describe('parseSubmissionConfig', () => {
  test('reads the two public variables', () => {
    expect(parseSubmissionConfig(complete)).toEqual({ ok: true, config: { supabaseUrl: 'https://abc.supabase.co', anonKey: 'public-anon-key' } })
  })

  test('names every missing or malformed variable at once', () => {
    expect(parseSubmissionConfig({ PUBLIC_ENV__SUPABASE_URL: 'abc.supabase.co', PUBLIC_ENV__SUPABASE_ANON_KEY: '  ' })).toEqual({
      ok: false,
      problems: ['PUBLIC_ENV__SUPABASE_URL is not an http(s) URL: "abc.supabase.co"', 'PUBLIC_ENV__SUPABASE_ANON_KEY is not set'],
    })
  })
})

describe('submitForm without configuration', () => {
  afterEach(() => vi.restoreAllMocks())

  test('fails, and the console names the missing variable', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const result = await submitForm(
      { form_type: 'contact', first_name: 'A', last_name: 'B', email: 'a@b.co', phone: '0412345678', message: 'Hi' },
      parseSubmissionConfig({ ...complete, PUBLIC_ENV__SUPABASE_ANON_KEY: undefined }),
    )
    expect(result).toEqual({ ok: false })
    expect(logged).toHaveBeenCalledWith('Form submissions are not configured: PUBLIC_ENV__SUPABASE_ANON_KEY is not set')
  })
})
