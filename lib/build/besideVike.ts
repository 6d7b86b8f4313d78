// A full build's work that needs no Vite, done by the build script (scripts/build.ts) while the
// `vike build` it starts loads Vite, Vike and the plugins: the content check, and then the bundling
// of the web editor (esbuild, in its own process) while Vike prerenders. They share the machine's
// cores instead of taking turns; before, `vike build` started both only once it had loaded, and its
// client build then waited for the editor's bundle.
//
// `vike build` asks for each result as it starts and waits for it where it needs it: the checked
// content when the client build has bundled and is about to write (fullBuildPlugin), so a broken
// file still stops the build before dist/ changes, and the editor's files at the end (adminPlugin). The two talk over Node's IPC channel with the V8 serializer (the content and the
// scripts' bytes go over as they are). The child asks and the parent answers: a message sent
// before the child listens would be lost. The child's side is lib/build/fromBuildScript.ts.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { checkAndReport } from '../content/check/report.ts'
import { adminFiles } from '../editor/adminBundle.ts'
import { esbuild } from '../esbuild.mjs'
import { childEnv } from '../settings.ts'
import type { Answer, Job, Jobs, Request } from './fromBuildScript.ts'

/**
 * Starts the jobs and `vike build`, and answers its requests; resolves with vike's exit status.
 * The editor is bundled once the content check has passed: it is needed only when the pages are
 * written, and until the check ends both cores are busy with the check and with Vite, whereas
 * Vike's prerender then leaves one idle (real site cold: 4.5-4.7 s against 4.8-5.4 s bundling
 * from the start, four paired runs; 4,000 articles: about 100 MB less held at once, the wall time
 * within noise). A failed check bundles nothing.
 */
export async function vikeBuildBesideJobs(root: string): Promise<number> {
  const vike = spawn(process.execPath, [...process.execArgv, path.join(root, 'node_modules', 'vike', 'bin.js'), 'build'], {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    serialization: 'advanced',
    // Vite bundles the config (with every project file it imports) each time Vike resolves it,
    // several times a build, and each time parses every module again in JavaScript only to collect
    // warnings for its `native` config loader, which this project does not use: about 0.5 s of CPU
    // (0.88x a `vike build`'s, paired runs). The variable is Vite's own switch for that.
    env: childEnv({ BUILD_SCRIPT_IPC: '1', VITE_CONFIG_NATIVE_IGNORE_WARNING: '1' }),
  })
  const exited = new Promise<number>((resolve, reject) => {
    vike.once('error', reject)
    vike.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
  // Checked after vike is started, so that it loads on the other core meanwhile.
  const checked = checkAndReport(root)
  const editor = checked.then((content) => {
    if (!content) throw new Error('the content check failed, so the editor was not bundled')
    // esbuild's service keeps the 400 MB of the bundling until it exits (Go gives memory back to
    // the system only minutes later), while Vike's prerender holds its most; nothing else here uses it.
    return adminFiles(root).finally(() => esbuild().stop())
  })
  const jobs: { [J in Job]: Promise<Jobs[J]> } = { 'admin-files': editor, 'checked-content': checked }
  // A failure is answered to vike, which fails the build with it.
  for (const job of Object.values(jobs)) job.catch(() => {})
  vike.on('message', ({ beside }: Request) => {
    const answer = (reply: Omit<Answer, 'beside'>) => vike.connected && vike.send({ beside, ...reply } satisfies Answer, () => {})
    jobs[beside].then(
      (value) => answer({ value }),
      (error: unknown) => answer({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
    )
  })
  return exited
}
