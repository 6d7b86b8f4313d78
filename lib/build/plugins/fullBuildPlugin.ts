// `vike build` as an incremental full build (lib/build/incremental/fullBuild.ts): the content check
// starts first, the client build bundles meanwhile, and its verdict and setting the previous build
// aside come before Vite writes anything, so a broken file stops the build with the editor's list
// of problems and leaves dist/ as it was; the hosting files and the build state come last, once
// Vike has prerendered every page.
import path from 'node:path'
import { getVikeConfig } from 'vike/plugin'
import type { Plugin, ResolvedConfig } from 'vite'
import { buildContext } from '../context.ts'

/** What Vike's prerender reports of each page it wrote (https://vike.dev/getVikeConfig). */
type PrerenderOutput = { pageContext: { urlOriginal: string; data?: unknown } }[]

export function fullBuildPlugin(): Plugin {
  let resolved: ResolvedConfig
  return {
    name: 'full-build',
    apply: 'build',
    async config(config) {
      // Vike resolves the config more than once, each time with plugins of its own: start once.
      if (buildContext()) return
      // Imported here, not at the top: each of those loads bundles and runs the config's own files
      // again, and only the first one needs the content check and the incremental bookkeeping.
      const { startFullBuild } = await import('../incremental/fullBuild.ts')
      startFullBuild(path.resolve(config.root ?? process.cwd()))
    },
    buildEnd: {
      // The client build has bundled (beside the check: about a second of Vite's work that used to
      // wait for it) and writes nothing before its output starts, where Vite empties dist/client.
      async handler(error) {
        if (this.environment.name !== 'client' || error) return
        const { setPreviousBuildAside } = await import('../incremental/fullBuild.ts')
        if (!(await setPreviousBuildAside())) {
          // The problems are printed above; a stack trace would only bury them.
          const failed = new Error('Content check failed: fix the problems listed above and build again.')
          failed.stack = failed.message
          throw failed
        }
      },
    },
    configResolved(config) {
      resolved = config
    },
    closeBundle: {
      order: 'post',
      async handler() {
        // Vike prerenders as the server build writes its bundle, so every page is in place now.
        if (this.environment.name !== 'ssr') return
        const { finishFullBuild } = await import('../incremental/fullBuild.ts')
        const output = (getVikeConfig(resolved).prerenderContext.output ?? []) as PrerenderOutput
        await finishFullBuild(new Map(output.map(({ pageContext }) => [pageContext.urlOriginal, pageContext.data])))
      },
    },
  }
}
