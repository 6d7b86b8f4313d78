// The content check's rule against copy written twice (repeats.ts): a paragraph or a field's text
// that repeats one on another page (or earlier on its own), and a whole text that is a rewrite of
// another, each reported where the second one is, pointing at the first.
import type { LoadedContent } from '../entries.ts'
import type { Problem } from '../problems.ts'
import { findRepeats, paragraphsOf, SAME_PAGE, SAME_PARAGRAPH, type Passage } from './repeats.ts'

const ADVICE = 'say what is particular to this page, or keep the text in one place and link to it'
const percent = (share: number) => `${Math.round(share * 100)}%`
const where = (passage: Passage) => `${passage.file}:${passage.line}${passage.field ? ` (${passage.field})` : ''}`

/**
 * Among the texts a visitor reads (load/fileWork.ts), a body (field '') is compared whole
 * for rewrites and paragraph by paragraph for repeats, a field's text as one paragraph.
 */
export function checkRepeats(loaded: LoadedContent): Problem[] {
  const sources: Passage[] = loaded.texts.map(({ file, field, line, text }) => ({ file, field, line, text }))
  const bodies = sources.filter((source) => !source.field)
  const paragraphs = sources.flatMap((source) => (source.field ? [source] : paragraphsOf(source.text, source.line).map((paragraph) => ({ ...source, ...paragraph }))))
  return [
    ...findRepeats(bodies, SAME_PAGE).map(({ first, later, share }) => ({
      rule: 'repeatedText' as const,
      file: later.file,
      field: '',
      line: later.line,
      message: `repeated text: the text repeats ${percent(share)} of ${first.file} in the same words; ${ADVICE}`,
      editor: `the text repeats ${percent(share)} of ${first.file} in the same words; ${ADVICE}`,
    })),
    ...findRepeats(paragraphs, SAME_PARAGRAPH).map(({ first, later, share }) => ({
      rule: 'repeatedText' as const,
      file: later.file,
      field: later.field,
      line: later.line,
      message: `repeated text: ${percent(share)} of this paragraph is the one at ${where(first)}; ${ADVICE}`,
      editor: `${percent(share)} of this paragraph repeats one of ${first.file} in the same words; ${ADVICE}`,
    })),
  ]
}
