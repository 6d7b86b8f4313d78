// npm run dev: the site with live reload (vike dev, http://localhost:3000), the web editor's
// local backend (scripts/editor/server.ts), so /admin/ edits the files of this working tree, and,
// when no Supabase project is configured, the forms' local backend with its lead delivery runner
// (kept in .data/, as `npm run serve` keeps it). Arguments go to vike dev, e.g. `npm run dev -- --port 3001`.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { childEnv, env, projectPaths } from '../lib/settings.ts'
import { startEditorServer } from './editor/server.ts'
import { localBackendPort, localSubmissionEnv, usesLocalBackend } from './local-backend/env.ts'
import { startLocalBackend } from './local-backend/localBackend.ts'

const root = process.cwd()
const editor = await startEditorServer(root, env.EDITOR_PORT)
console.log(`Web editor backend at http://localhost:${env.EDITOR_PORT}/api/v1: open /admin/ on the dev site to edit content/`)
const local = usesLocalBackend()
const backend = local ? await startLocalBackend({ port: localBackendPort(), dataDir: projectPaths(root).localDb }) : undefined
const vike = spawn(path.join(root, 'node_modules', '.bin', 'vike'), ['dev', ...process.argv.slice(2)], { stdio: 'inherit', env: childEnv(local ? localSubmissionEnv() : {}) })
const close = () => Promise.all([editor.close(), backend?.close()])
const stop = () => {
  vike.kill()
  void close().then(() => process.exit())
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
vike.on('exit', (code) => void close().then(() => process.exit(code ?? 0)))
