// The texts of one content file a visitor reads, and the prose rules' findings in them as the
// check's problems. Pure (no files read): the content check (checkProse.ts) hands it each file of
// content/, and the web editor the file a save would write (lib/editor/entryProse.ts), so the two
// proof-read the same fields, with tokens filled in the same way.
import type * as z from 'zod'
import { splitFrontMatter } from '../load/frontMatter.ts'
import { substituteTokens, TOKEN } from '../load/tokens.ts'
import type { Problem, Rule } from '../problems.ts'
import type { ProseFinding, ProseFormat, ProseRule } from './prose.ts'
import { proseFields } from './proseFields.ts'

/** One text a visitor reads, where it sits: a front-matter or YAML field, or a Markdown body (field ''). */
export interface ProseSource {
  file: string
  field: string
  line: number
  text: string
  format: ProseFormat
}

/** The prose rules on one text: prose.ts's proseFindings, as kept in the store (checkProse.ts proofReader). */
export type ProofRead = (text: string, format: ProseFormat) => ProseFinding[]

/** Each prose rule's name among the check's rules. */
const PROSE_RULES: Record<ProseRule, Rule> = { spelling: 'spelling', article: 'article', 'repeated word': 'repeatedWord' }

/**
 * Every text of `source`, the file `file` as written (a YAML file when `yamlOnly`, else front matter
 * and Markdown), whose YAML follows `schema`, with the tokens of `values` filled in as the page shows them.
 */
export function proseSourcesOfText(file: string, source: string, schema: z.ZodType, yamlOnly: boolean, values: Record<string, string>): ProseSource[] {
  // A token the loader could not fill is reported there, and left out here.
  const text = substituteTokens(file, source.replace(/\r\n?/g, '\n'), values).text.replace(TOKEN, '')
  const matter = yamlOnly ? { yaml: text, yamlLine: 1, body: '', bodyLine: 0 } : splitFrontMatter(text)
  if (!matter) return []
  const sources: ProseSource[] = proseFields(matter.yaml, schema, matter.yamlLine).map((field) => ({ file, field: field.field, line: field.line, text: field.text, format: field.markdown ? 'markdown' : 'text' }))
  if (matter.body.trim()) sources.push({ file, field: '', line: matter.bodyLine, text: matter.body, format: 'markdown' })
  return sources
}

/** Each finding of the prose rules in `sources` as a problem on its file, field and line. */
export function proseProblems(sources: ProseSource[], proofRead: ProofRead): Problem[] {
  // A block of several lines (description: >-, a body) points at the finding's own line.
  return sources.flatMap(({ file, field, line, text, format }) =>
    proofRead(text, format).map((finding) => ({ rule: PROSE_RULES[finding.rule], file, field, line: line + finding.line - 1, message: `${finding.rule}: ${finding.message}`, editor: finding.message })),
  )
}
