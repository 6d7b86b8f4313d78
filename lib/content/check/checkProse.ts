// Proof-reads every content file as a visitor reads it: the Markdown below the front matter and
// every text field of the front matter or YAML file (proseFields.ts), with tokens filled in, so
// "{{rates.office}}" is read as the figure it shows and never as a word to spell. Each finding is a
// problem on its file and line. Results are kept per text in .cache/, so a check after a one-line
// edit proof-reads that text alone and does not even load the dictionary when nothing changed.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { z } from 'zod'
import { collections, fileNames, folderNames, schemaOf } from '../collections.ts'
import type { LoadedContent } from '../entries.ts'
import { hashCache } from '../hashCache.ts'
import { collectionPath } from '../collectionPath.ts'
import { substituteTokens, tokenValues, TOKEN } from '../load/tokens.ts'
import type { Problem } from '../problems.ts'
import { loadProseRules, proseFindings, WORD_LIST, type ProseFinding, type ProseFormat } from './prose.ts'
import { proseFields, type ProseField } from './proseFields.ts'
import { loadProseScreen, provenClean } from './proseScreen.ts'

/** The project's word list as written; none yet is an empty one. */
export function readWordList(root: string): string {
  const file = path.join(root, WORD_LIST)
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''
}

/**
 * Proof-reads texts, each once per word list: the cache of prose.ts's findings. The content and
 * the built pages keep caches of their own (`cache`), since saving one keeps only what its run read.
 */
export function proofReader(root: string, cache: 'prose' | 'prose-pages' = 'prose') {
  const wordList = readWordList(root)
  const findings = hashCache<ProseFinding[]>(root, cache, 'lib/content/check/prose.ts')
  // Each text's key holds the word list's hash, not the list, which would be hashed again with every text.
  const listHash = createHash('sha1').update(wordList).digest('base64url')
  // Most texts are proven clean by the cheap screen; retext reads the others as before.
  return (text: string, format: ProseFormat): ProseFinding[] =>
    findings.get(`${format}\0${listHash}\0${text}`, () => (provenClean(text, { format, wordList }) ? [] : proseFindings(text, { format, wordList })))
}

/** The dictionary loaded for this project's word list, so the first text proof-read does not wait for it. */
export function warmProofReader(root: string): void {
  const wordList = readWordList(root)
  loadProseScreen(wordList)
  loadProseRules(wordList)
}

/** Each content file to proof-read, with the schema its YAML follows. */
function proseFiles({ content }: LoadedContent): { file: string; schema: z.ZodType; yamlOnly: boolean }[] {
  const entries = folderNames.flatMap((name) =>
    (content[name] as { id: string; file: string }[]).map((entry) => ({ file: entry.file, schema: schemaOf(collections[name], entry.id), yamlOnly: false })),
  )
  return [...entries, ...fileNames.map((name) => ({ file: collectionPath(name), schema: collections[name].schema, yamlOnly: true }))]
}

const FRONT_MATTER = /^---[ \t]*\n([\s\S]*?\n)?---[ \t]*(?:\n|$)/

/** One text a visitor reads, where it sits: a front-matter or YAML field, or a Markdown body (field ''). */
export interface ProseSource {
  file: string
  field: string
  line: number
  text: string
  format: ProseFormat
}

// The prose rules and the repeats rule read the same texts: each content load's are gathered once.
const gathered = new WeakMap<LoadedContent, ProseSource[]>()

/** Every text of the content a visitor reads, with tokens filled in as the page shows them. */
export function proseSources(loaded: LoadedContent, root: string): ProseSource[] {
  let sources = gathered.get(loaded)
  if (!sources) gathered.set(loaded, (sources = gatherSources(loaded, root)))
  return sources
}

function gatherSources(loaded: LoadedContent, root: string): ProseSource[] {
  const site = loaded.content.site
  if (!site?.facts) return []
  const values = tokenValues(site, site.facts)
  // Each file's text fields, kept by its front matter's text: a rebuild parses only the YAML that changed.
  const fieldsOf = hashCache<ProseField[]>(root, 'prose-fields', 'lib/content/check/proseFields.ts')
  const sources: ProseSource[] = []
  for (const { file, schema, yamlOnly } of proseFiles(loaded)) {
    const full = path.join(root, file)
    if (!fs.existsSync(full)) continue
    // A token the loader could not fill is reported there, and left out here.
    const text = substituteTokens(file, fs.readFileSync(full, 'utf8').replace(/\r\n?/g, '\n'), values).text.replace(TOKEN, '')
    const matter = yamlOnly ? { yaml: text, line: 1, body: '', bodyLine: 0 } : splitMatter(text)
    if (!matter) continue
    const fields = fieldsOf.get(`${file}\0${matter.line}\0${matter.yaml}`, () => proseFields(matter.yaml, schema, matter.line))
    for (const field of fields) sources.push({ file, field: field.field, line: field.line, text: field.text, format: field.markdown ? 'markdown' : 'text' })
    if (matter.body.trim()) sources.push({ file, field: '', line: matter.bodyLine, text: matter.body, format: 'markdown' })
  }
  return sources
}

export function checkProse(loaded: LoadedContent, root: string): Problem[] {
  const proofRead = proofReader(root)
  // A block of several lines (description: >-, a body) points at the finding's own line.
  return proseSources(loaded, root).flatMap(({ file, field, line, text, format }) =>
    proofRead(text, format).map((finding) => ({ file, field, line: line + finding.line - 1, message: `${finding.rule}: ${finding.message}` })),
  )
}

/** A Markdown file's front matter and body, each with the line it starts on. */
function splitMatter(text: string): { yaml: string; line: number; body: string; bodyLine: number } | undefined {
  const match = FRONT_MATTER.exec(text)
  if (!match) return undefined
  const yaml = match[1] ?? ''
  return { yaml, line: 2, body: text.slice(match[0].length), bodyLine: match[0].split('\n').length - (match[0].endsWith('\n') ? 0 : 1) }
}
