// The prose rules (spelling in Australian English, "a" or "an", a word written twice) on the one
// file a save would write, as the content check runs them on every file (check/proseSources.ts):
// the same fields, tokens filled in from the company's details. The rules themselves come as
// `proofRead`, since the web editor loads them (and their dictionary) only when first needed.
import type { ProofRead } from '../content/check/proseSources.ts'
import { proseProblems, proseSourcesOfText } from '../content/check/proseSources.ts'
import { tokenValues } from '../content/load/tokens.ts'
import type { Problem } from '../content/problems.ts'
import type { Facts, Site } from '../content/schema.ts'
import { schemaForFile } from './editorData.ts'

/** What the prose rules find in `text`, the file `file` as the save would write it. */
export function entryProseProblems(file: string, text: string, site: Omit<Site, 'facts'>, facts: Facts, proofRead: ProofRead): Problem[] {
  const kind = schemaForFile(file)
  if (!kind) return []
  return proseProblems(proseSourcesOfText(file, text, kind.schema, !kind.markdown, tokenValues(site, facts)), proofRead)
}
