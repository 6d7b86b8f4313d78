// npm start / npm run serve: serves the built site on 127.0.0.1, and, when no Supabase project is
// configured, the local backend the forms then submit to. With --build it builds first (pointing
// the forms at the local backend in that case); with --build-only it stops after building.
import { spawnSync } from 'node:child_process'
import { openDatabase } from './local-backend/database.ts'
import { localBackendPort, localSubmissionEnv, LOCAL_ANON_KEY, usesLocalBackend } from './local-backend/env.ts'
import { createGateway } from './local-backend/gateway.ts'
import { createStaticServer } from './static-server.ts'
import { childEnv, env, projectPaths } from '../lib/settings.ts'

const args = new Set(process.argv.slice(2))
const local = usesLocalBackend()
const host = '127.0.0.1'
const paths = projectPaths(process.cwd())

if (args.has('--build') || args.has('--build-only')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: childEnv(local ? localSubmissionEnv() : {}) })
  if (build.status !== 0) process.exit(build.status ?? 1)
  if (args.has('--build-only')) process.exit(0)
}

if (local) {
  // Kept between runs in .data/ so stored submissions survive a restart; the tests use memory.
  const dataDir = env.LOCAL_DB === 'memory' ? undefined : paths.localDb
  const db = await openDatabase(dataDir)
  const port = localBackendPort()
  createGateway({ db, anonKey: LOCAL_ANON_KEY }).server.listen(port, host, () => {
    console.log(`Local Supabase gateway at http://${host}:${port} (webhook receiver at /webhook); see stored rows with \`npm run submissions\``)
  })
}

createStaticServer(paths.client).listen(env.PORT, host, () => console.log(`Site at http://${host}:${env.PORT}`))
