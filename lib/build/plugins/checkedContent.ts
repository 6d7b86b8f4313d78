// A full build's join with its content check, which scripts/build.ts starts before Vike's build (its
// work on other cores): the client build bundles meanwhile and, before it writes anything (Vite
// empties dist/client as its output starts), waits for the check. A failed check stops the build
// with the editor's problems printed and dist/ as it was.
import type { Plugin } from 'vite'
import { buildContext } from '../context.ts'

export function checkedContentPlugin(): Plugin {
  return {
    name: 'checked-content',
    apply: 'build',
    async buildEnd(error) {
      const checked = buildContext()?.checked
      if (this.environment.name !== 'client' || error || !checked || (await checked)) return
      // The problems are printed above; a stack trace would only bury them.
      const failed = new Error('Content check failed: fix the problems listed above and build again.')
      failed.stack = failed.message
      throw failed
    },
  }
}
