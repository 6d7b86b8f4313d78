import fs from 'node:fs'
import { describe, expect, test } from 'vitest'
import { gatewayVariables } from '../supabase/functions/_shared/editorGateway'
import { deliveryVariables } from '../supabase/functions/_shared/serverConfig'
import { buildEnvironment, envExample, envSchema, parseEnv, SettingsError } from './settings'

describe('settings from the environment', () => {
  test('.env.example lists every variable, as npm run docs:env writes it', () => {
    const example = fs.readFileSync('.env.example', 'utf8')
    expect(example).toBe(envExample({ delivery: deliveryVariables, editor: gatewayVariables }))
    for (const name of Object.keys(envSchema.shape)) expect(example).toMatch(new RegExp(`^#? ?${name}=`, 'm'))
  })

  test('unset and blank variables take their defaults', () => {
    const settings = parseEnv({ PORT: '', SITE_URL: '  ', LOCAL_BACKEND_PORT: '54329' })
    expect(settings).toMatchObject({ PORT: 4173, EDITOR_PORT: 8081, LOCAL_BACKEND_PORT: 54329 })
    expect(settings.SITE_URL).toBeUndefined()
  })

  test('a site URL loses its trailing slashes, as canonical links want it', () => {
    expect(parseEnv({ SITE_URL: 'https://staging.sparkwell.example//' }).SITE_URL).toBe('https://staging.sparkwell.example')
  })

  test('every malformed variable is named at once, with its value', () => {
    let error: unknown
    try {
      parseEnv({ PORT: 'eighty', PUBLIC_ENV__SUPABASE_URL: 'project.supabase.co', DECAP_GITHUB_REPO: 'just-a-name', LOCAL_DB: 'disk' })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(SettingsError)
    expect((error as SettingsError).problems).toEqual([
      'PUBLIC_ENV__SUPABASE_URL: must be an http(s) URL (it is "project.supabase.co")',
      'DECAP_GITHUB_REPO: must be owner/name (it is "just-a-name")',
      'PORT: must be a whole number (it is "eighty")',
      'LOCAL_DB: must be memory, or unset (it is "disk")',
    ])
  })

  test('what shapes the build: the declared build variables and any public one Vike may compile in', () => {
    expect(buildEnvironment({ SITE_URL: 'https://a.example', PUBLIC_ENV__NEW_THING: 'x', EDITOR_PORT: '9000', HOME: '/root' })).toEqual(['PUBLIC_ENV__NEW_THING=x', 'SITE_URL=https://a.example'])
  })
})
