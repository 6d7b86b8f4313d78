// The editor gateway Edge Function (Supabase, Deno): the shared module's handler, with the secrets
// read here once and the editor's files from paths.json (npm run gateway:paths writes it from the
// editor's config). Deploy and secrets: docs/editor-login.md.
import { createGateway, parseGatewaySettings } from '../_shared/editorGateway.ts'
import paths from './paths.json' with { type: 'json' }

const parsed = parseGatewaySettings(Deno.env.toObject())
if (!parsed.ok) throw new Error(`editor-gateway cannot start until its secrets are set (docs/editor-login.md): ${parsed.problems.join('; ')}`)

Deno.serve({ port: Number(Deno.env.get('PORT') ?? 8000) }, createGateway(parsed.value, paths))
