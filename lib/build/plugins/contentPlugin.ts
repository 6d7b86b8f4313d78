// The content check as the first step of `vike build`: every file validated and its Markdown
// rendered (cached, on every core) before Vite bundles anything, so a broken file stops the build
// at once with the editor's list of problems, and the pages reuse what the check loaded.
import type { Plugin } from 'vite'
import { checkAndReport } from '../../content/checkReport.ts'
import { shareCheckedContent, sharedContent } from '../../content/getContent.ts'

export function contentPlugin(): Plugin {
  return {
    name: 'content-check',
    apply: 'build',
    // Before any bundling, once per build (the config hook runs once, not per environment).
    async config() {
      if (sharedContent()) return
      const content = await checkAndReport()
      if (!content) {
        // The problems are printed above; a stack trace would only bury them.
        const error = new Error('Content check failed: fix the problems listed above and build again.')
        error.stack = error.message
        throw error
      }
      shareCheckedContent(content)
    },
  }
}
