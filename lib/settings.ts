// Every setting the project takes from its environment, declared once and parsed once, and every
// folder and file it reads or writes outside content/. Nothing else reads process.env (ESLint
// refuses it elsewhere), so this file is the whole list of knobs. `.env.example` is written from
// the declarations below by `npm run docs:env`; lib/settings.test.ts fails until it is.
//
// To add a variable: declare it in `envSchema` with .describe() (what it is) and .meta() (its group
// and an example value), read it as `env.NAME`, and run `npm run docs:env`. The browser's copy of
// the public PUBLIC_ENV__ variables is Vike's (lib/submissions/config.ts checks it).
import path from 'node:path'
import * as z from 'zod'
import { BUILD_STATE_FILE, CONTENT_DIR, OUT_DIR } from './projectDirs.ts'

/** The groups of .env.example, in its order. */
export const ENV_GROUPS = {
  forms: 'The forms: compiled into the browser code, so public. Never put a service_role key here.\nWithout PUBLIC_ENV__SUPABASE_URL, `npm run serve` and `npm start` use the local backend instead.',
  site: 'The built site.',
  delivery:
    "Lead delivery: server-side, never compiled into the site. In production these are the Edge Function's secrets\n(`supabase secrets set`; Supabase sets SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY itself). Locally, the delivery\nrunner of `npm run serve` and `npm run dev` reads them; unset, it delivers to its own receiver with a local secret.",
  editor:
    "The web editor at /admin/ in production: every save a pull request on GitHub (docs/editor-login.md). The editor-gateway Edge\nFunction's secrets (for sign-in by e-mail) are set with `supabase secrets set`; Supabase sets SUPABASE_URL and SUPABASE_ANON_KEY itself.",
  local: 'Local servers.',
  tools: 'Set by the tools themselves; listed so that nothing reads a variable this file does not declare.',
} as const

interface EnvMeta {
  group: keyof typeof ENV_GROUPS
  /** What .env.example shows; none for a variable best left unset there. */
  example?: string
  /** Whether its value shapes the built site: a change makes the next build a full one (lib/build/incremental/inputs.ts). */
  build?: boolean
}

/** Hosts and shells leave variables defined but empty: blank counts as unset. */
const unset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)
const optional = <T extends z.ZodType>(schema: T, meta: EnvMeta) => z.preprocess(unset, schema.optional()).meta({ ...meta })

const httpUrl = z.string().trim().regex(/^https?:\/\/[^\s/]+/, 'must be an http(s) URL')
const port = (fallback: number) =>
  z.preprocess(unset, z.coerce.number('must be a whole number').int('must be a whole number').min(1, 'must be a port from 1 to 65535').max(65535, 'must be a port from 1 to 65535').default(fallback))

export const envSchema = z.object({
  PUBLIC_ENV__SUPABASE_URL: optional(httpUrl, { group: 'forms', example: 'https://your-project.supabase.co', build: true }).describe("The Supabase project's URL."),
  PUBLIC_ENV__SUPABASE_ANON_KEY: optional(z.string().trim(), { group: 'forms', example: 'your-anon-key', build: true }).describe('Its anon (public) key: it can only call submit_form.'),
  // These two stand in for fields of content/site.yaml, and the site's schema checks them there.
  SITE_URL: optional(z.string().trim().transform((url) => url.replace(/\/+$/, '')), { group: 'site', example: 'https://www.sparkwell.example', build: true }).describe(
    'Canonical origin of the site (canonical links, Open Graph URLs, sitemap); overrides url in content/site.yaml.',
  ),
  PUBLIC_ENV__GTM_ID: optional(z.string().trim(), { group: 'site', example: 'GTM-ABC1234', build: true }).describe(
    'Google Tag Manager container; overrides gtmId in content/site.yaml. Unset in both: no analytics at all.',
  ),
  // Not a build variable (no `build: true`): a new day must allow a content rebuild, whose page plan
  // renders again exactly the pages whose published content changed (lib/content/publication.ts).
  BUILD_DATE: optional(z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written year-month-day, such as 2025-01-15'), { group: 'site', example: '2025-01-15' }).describe(
    'The Sydney date a build publishes as of: articles dated after it wait for a later build. Unset: today in Sydney.',
  ),
  DECAP_SIGN_IN: z
    .preprocess(unset, z.enum(['github', 'email'], 'must be github or email').default('github'))
    .meta({ group: 'editor', example: 'github' })
    .describe(
      'How editors sign in to /admin/: github (a GitHub account with write access, for developers) or email (an address the owner invited in Supabase Auth; saves go through the editor-gateway Edge Function of the Supabase project above: docs/editor-login.md).',
    ),
  DECAP_GITHUB_REPO: optional(z.string().trim().regex(/^[\w.-]+\/[\w.-]+$/, 'must be owner/name'), { group: 'editor', example: 'sparkwell/site' }).describe(
    'The repository the editor commits to, owner/name; unset, /admin/ works with the local backend only.',
  ),
  DECAP_GITHUB_BRANCH: optional(z.string().trim(), { group: 'editor', example: 'main' }).describe('Its branch (default main).'),
  DECAP_AUTH_URL: optional(httpUrl, { group: 'editor', example: 'https://auth.sparkwell.example' }).describe("The OAuth proxy that signs editors in to GitHub; unset on Netlify, which has its own."),
  PORT: port(4173).meta({ group: 'local', example: '4173' }).describe('Where `npm start` serves the built site.'),
  EDITOR_PORT: port(8081).meta({ group: 'local', example: '8081' }).describe("Where `npm run dev` runs the editor's local backend (Decap's port)."),
  LOCAL_BACKEND_PORT: port(54321).meta({ group: 'local', example: '54321', build: true }).describe("Where the local Supabase stand-in listens when no Supabase URL is set (Supabase's own local port)."),
  LOCAL_DB: optional(z.literal('memory', 'must be memory, or unset'), { group: 'local', example: 'memory' }).describe(
    'memory: the local backend keeps nothing between runs; unset, it stores rows in .data/local-db.',
  ),
  POSTGRES_BIN: optional(z.string().trim(), { group: 'tools' }).describe('The PostgreSQL 15 programs the unit tests run a cluster with (default /usr/lib/postgresql/15/bin).'),
  NODE_ENV: optional(z.string().trim(), { group: 'tools', build: true }).describe('production in a build (npm run build sets it); React and the picture manifest read it.'),
  CI: optional(z.string().trim(), { group: 'tools' }).describe('Set by CI runners: the browser tests retry a failed test once.'),
  GITHUB_ACTIONS: optional(z.string().trim(), { group: 'tools' }).describe('true in GitHub Actions: the content check prints its problems as annotations.'),
})
export type Env = z.infer<typeof envSchema>

/** Thrown when a variable is set to something the project cannot use; names every one. */
export class SettingsError extends Error {
  readonly problems: string[]
  constructor(problems: string[]) {
    super(`Environment settings (see .env.example):\n${problems.map((problem) => `  ${problem}`).join('\n')}`)
    this.problems = problems
    this.name = 'SettingsError'
  }
}

/** The settings in `source`, every malformed variable reported by name at once. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source)
  if (result.success) return result.data
  throw new SettingsError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message} (it is "${source[String(issue.path[0])] ?? ''}")`))
}

/** This process's settings, parsed when the module loads: a bad value stops whatever started. */
export const env: Env = parseEnv(process.env)

/**
 * Variables declared by another schema, as set: the lead delivery's, which
 * supabase/functions/_shared/serverConfig.ts declares and checks because the Edge Function reads
 * them there (from Deno.env), and the local runner reads them here. `.env.example` lists them too.
 */
export const environmentOf = (schema: z.ZodObject): Record<string, string | undefined> =>
  Object.fromEntries(Object.keys(schema.shape).map((name) => [name, unset(process.env[name]) as string | undefined]))

/** A child process's environment: this one's with `extra` over it, the way a shell passes it on. */
export const childEnv = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({ ...process.env, ...extra })

const metaOf = (name: keyof Env) => envSchema.shape[name].meta() as unknown as EnvMeta

/**
 * The variables that shape the built site, name=value: the declared ones, and any other
 * PUBLIC_ENV__ variable, which Vike compiles into the browser code wherever code names it.
 */
export function buildEnvironment(source: Record<string, string | undefined> = process.env): string[] {
  const declared = (Object.keys(envSchema.shape) as (keyof Env)[]).filter((name) => metaOf(name).build)
  const names = new Set([...declared, ...Object.keys(source).filter((name) => name.startsWith('PUBLIC_ENV__'))])
  return [...names].filter((name) => source[name] !== undefined).sort().map((name) => `${name}=${source[name]}`)
}

/** .env.example, written from envSchema and from `others`, the schemas of other groups (see environmentOf), shown commented out. */
export function envExample(others: Partial<Record<keyof typeof ENV_GROUPS, z.ZodObject>> = {}): string {
  const lines = ['# Written by `npm run docs:env` from lib/settings.ts: edit the declarations there, not this file.', '# Copy to .env, or set these in the host\'s build environment. Blank counts as unset.']
  for (const [group, heading] of Object.entries(ENV_GROUPS) as [keyof typeof ENV_GROUPS, string][]) {
    lines.push('', ...heading.split('\n').map((line) => `# ${line}`))
    for (const name of Object.keys(envSchema.shape) as (keyof Env)[]) {
      const meta = metaOf(name)
      if (meta.group !== group) continue
      lines.push(`# ${envSchema.shape[name].description}`, meta.example === undefined ? `# ${name}=` : `${name}=${meta.example}`)
    }
    for (const [name, schema] of Object.entries(others[group]?.shape ?? {})) {
      const example = (schema.meta() as { example?: string } | undefined)?.example ?? ''
      lines.push(`# ${schema.description ?? name}`, `# ${name}=${example}`)
    }
  }
  return `${lines.join('\n')}\n`
}

// ---------------------------------------------------------------------------------------------
// Folders and files, relative to the project's root: what the build and its tools read and write.

/** The editors' text and data: CONTRIBUTING.md (Content files) describes it. */
export { CONTENT_DIR }
/** Served as they are; pictures named in content live here. */
export const PUBLIC_DIR = 'public'
/** Vike's filesystem routes. */
export const PAGES_DIR = 'pages'
/** What `supabase db push` applies, in file-name order. */
export const MIGRATIONS_DIR = 'supabase/migrations'
export { BUILD_STATE_FILE, OUT_DIR }
/** The one store of work kept across runs (lib/cache.ts). */
export const CACHE_DIR = '.cache'
/** The local backend's stored submissions. */
export const DATA_DIR = '.data'

/** Every path of the project at `root`. */
export function projectPaths(root: string) {
  const at = (...parts: string[]) => path.join(root, ...parts)
  return {
    root,
    content: at(CONTENT_DIR),
    public: at(PUBLIC_DIR),
    pages: at(PAGES_DIR),
    /** The web editor's browser app, which esbuild bundles for /admin/ (lib/editor/adminBundle.ts). */
    editorApp: at('admin'),
    migrations: at(MIGRATIONS_DIR),
    out: at(OUT_DIR),
    /** The site a host serves. */
    client: at(OUT_DIR, 'client'),
    /** The server bundle a content rebuild renders pages with. */
    serverEntry: at(OUT_DIR, 'server', 'entry.mjs'),
    /** Outside client/, so never deployed: the build's record for the next one, the island chunks, the picture encodings. */
    buildState: at(OUT_DIR, BUILD_STATE_FILE),
    preloads: at(OUT_DIR, 'preloads.json'),
    imageManifest: at(OUT_DIR, 'images.json'),
    localDb: at(DATA_DIR, 'local-db'),
  }
}
