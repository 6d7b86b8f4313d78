// npm start / npm run serve: serves the built site on 127.0.0.1, and, when no Supabase project is
// configured, the local backend the forms then submit to, which delivers each lead to the
// automation webhook (a local receiver unless LEAD_WEBHOOK_URL is set). With --build it builds
// first (pointing the forms at the local backend in that case); with --build-only it stops after
// building.
import { spawnSync } from 'node:child_process'
import { localBackendPort, localSubmissionEnv, usesLocalBackend } from './local-backend/env.ts'
import { startLocalBackend } from './local-backend/localBackend.ts'
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
  await startLocalBackend({ port: localBackendPort(), dataDir })
}

(await createStaticServer(paths.client)).listen(env.PORT, host, () => console.log(`Site at http://${host}:${env.PORT}`))
