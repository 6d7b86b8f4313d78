// npm run dev: the site with live reload (vike dev, http://localhost:3000) and the web editor's
// local backend (scripts/editor/server.ts), so /admin/ edits the files of this working tree.
// Arguments go to vike dev, e.g. `npm run dev -- --port 3001`.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { childEnv, env } from '../lib/settings.ts'
import { startEditorServer } from './editor/server.ts'

const root = process.cwd()
const editor = await startEditorServer(root, env.EDITOR_PORT)
console.log(`Web editor backend at http://localhost:${env.EDITOR_PORT}/api/v1: open /admin/ on the dev site to edit content/`)
const vike = spawn(path.join(root, 'node_modules', '.bin', 'vike'), ['dev', ...process.argv.slice(2)], { stdio: 'inherit', env: childEnv() })
const stop = () => {
  vike.kill()
  void editor.close().then(() => process.exit())
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
vike.on('exit', (code) => void editor.close().then(() => process.exit(code ?? 0)))
