// The submission settings, read once from build-time public environment variables. Only public
// values belong here: they are compiled into the browser bundle. The automation webhook is not
// one of them: the server delivers each lead (supabase/functions/_shared/serverConfig.ts).

export interface SubmissionConfig {
  supabaseUrl: string
  anonKey: string
}

export type ConfigResult = { ok: true; config: SubmissionConfig } | { ok: false; problems: string[] }

type Env = Record<string, string | boolean | undefined>

const isUrl = (value: string) => /^https?:\/\/[^\s/]+/.test(value)

/** Checks every variable and reports each missing or malformed one by name. */
export function parseSubmissionConfig(env: Env): ConfigResult {
  const problems: string[] = []
  const read = (name: string, check?: (value: string) => boolean) => {
    const value = typeof env[name] === 'string' ? (env[name] as string).trim() : ''
    if (!value) problems.push(`${name} is not set`)
    else if (check && !check(value)) problems.push(`${name} is not an http(s) URL: "${value}"`)
    return value
  }
  const config = {
    supabaseUrl: read('PUBLIC_ENV__SUPABASE_URL', isUrl),
    anonKey: read('PUBLIC_ENV__SUPABASE_ANON_KEY'),
  }
  return problems.length ? { ok: false, problems } : { ok: true, config }
}

/** The build's own settings: Vike compiles each PUBLIC_ENV__ variable into the client code. */
export function submissionConfig(): ConfigResult {
  return parseSubmissionConfig({
    PUBLIC_ENV__SUPABASE_URL: import.meta.env.PUBLIC_ENV__SUPABASE_URL,
    PUBLIC_ENV__SUPABASE_ANON_KEY: import.meta.env.PUBLIC_ENV__SUPABASE_ANON_KEY,
  })
}
