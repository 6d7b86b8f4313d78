// Proof-reads every content file as a visitor reads it: the Markdown below the front matter and
// every text field of the front matter or YAML file (proseFields.ts), with tokens filled in, so
// "{{rates.office}}" is read as the figure it shows and never as a word to spell. Each finding is a
// problem on its file and line. Findings are kept per text in the project's store (lib/cache.ts),
// so a check after a one-line edit proof-reads that text alone.
import { hashOf, remember } from '../../cache.ts'
import type { LoadedContent } from '../entries.ts'
import type { Problem } from '../problems.ts'
import { renderedMarkdown } from '../render/renderedMarkdown.ts'
import { loadProseRules, proseFindings, type ProseFormat } from './prose.ts'
import { proseProblems, type ProofRead } from './proseSources.ts'

/** Proof-reads texts with a word list, each text once: a Markdown text as it is rendered, its findings kept in the store. */
export function proofReader(wordList: string): ProofRead {
  return (text: string, format: ProseFormat) =>
    format === 'markdown' ? renderedMarkdown(text, wordList).findings : remember('prose-text', `${hashOf(wordList)}\0${text}`, () => proseFindings(text, { format, wordList }))
}

/** The dictionary loaded for this word list, so the first text proof-read does not wait for it. */
export const warmProofReader = (wordList: string): void => loadProseRules(wordList)

export const checkProse = (loaded: LoadedContent): Problem[] => proseProblems(loaded.texts, proofReader(loaded.wordList))
