// The prose rules on a save, in the editor itself: the rules and their dictionary are loaded with
// the first save (admin/proseRules.ts, named in the page by lib/editor/adminBundle.ts), and the
// word list is the repository's, read through Decap's backend as the company's details are.
import type { Problem } from '../lib/content/problems'
import type { Facts, Site } from '../lib/content/schema'
import { entryProseProblems } from '../lib/editor/entryProse'
import { WORD_LIST_EDITOR } from '../lib/editor/wordListEntry'
import { storedEntry } from './storedEntry'

type ProseRules = typeof import('./proseRules')

/** Where the page says the prose rules' script is (lib/editor/adminBundle.ts writes it). */
export const PROSE_SCRIPT_META = 'prose-rules'

let loading: Promise<ProseRules> | undefined

/** The prose rules' script, loaded once; a failed load is tried again on the next save. */
function proseRules(): Promise<ProseRules> {
  const url = document.querySelector<HTMLMetaElement>(`meta[name="${PROSE_SCRIPT_META}"]`)?.content
  if (!url) return Promise.reject(new Error('the page names no prose rules script'))
  loading ??= (import(/* webpackIgnore: true */ url) as Promise<ProseRules>).catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}

/** What the prose rules find in the save of `file` as `text`; nothing, with a warning, when they cannot run. */
export async function proseProblemsOf(file: string, text: string, site: Omit<Site, 'facts'>, facts: Facts): Promise<Problem[]> {
  try {
    const [stored, rules] = await Promise.all([storedEntry(WORD_LIST_EDITOR.collection, WORD_LIST_EDITOR.file), proseRules()])
    const wordList = stored?.[WORD_LIST_EDITOR.field]
    if (typeof wordList !== 'string') throw new Error('the word list could not be read')
    return entryProseProblems(file, text, site, facts, (source, format) => rules.proseFindings(source, { format, wordList }))
  } catch (error) {
    // The pull request's check (or the local server's) still proof-reads the save.
    console.warn(`The prose rules were not run (${String(error)}); the save is left to the content check of the repository.`)
    return []
  }
}
