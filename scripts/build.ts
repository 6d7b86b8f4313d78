// npm run build, bundled and started by scripts/build.mjs: the whole site into dist/. When only
// the text of content/ changed since the last build, a content rebuild renders the affected pages
// with that build's server bundle and skips Vite (lib/build/incremental/contentRebuild.ts); otherwise, or with
// --full, it runs `vike build`.
import { vikeBuildBesideJobs } from '../lib/build/besideVike.ts'
import { fullBuildReason, rebuildContent } from '../lib/build/incremental/contentRebuild.ts'
import { commandLine } from './commandLine.ts'

const USAGE = `Usage: npm run build [-- --full]

  --full  run the full build (vike build) even when only content changed`

const { parse } = commandLine('build', USAGE)
const { values } = parse({ options: { full: { type: 'boolean', default: false } } })

const started = performance.now()
const root = process.cwd()
const reason = values.full ? 'asked for with --full' : fullBuildReason(root)
// process.exitCode, not process.exit(): an exit cuts short what is still being written to a pipe.
// Errors are caught here: Vike's server runtime, once loaded, only logs an uncaught one (a server
// must survive it), and the process would end with status 0.
try {
  if (reason === undefined) {
    const rebuilt = await rebuildContent(root)
    if (rebuilt) {
      const { rendered, removed, total } = rebuilt
      const seconds = ((performance.now() - started) / 1000).toFixed(1)
      console.log(`Content rebuild: ${rendered} of ${total} pages rendered, ${removed} removed, in ${seconds} s (code unchanged since the last build, so no bundling).`)
    }
    process.exitCode = rebuilt ? 0 : 1
  } else {
    console.log(`Full build: ${reason}.`)
    // The content is checked and the editor bundled here while `vike build` starts.
    process.exitCode = await vikeBuildBesideJobs(root)
  }
} catch (error) {
  console.error(error)
  process.exitCode = 1
}
