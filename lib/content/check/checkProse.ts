// Proof-reads every content file as a visitor reads it: the Markdown below the front matter and
// every text field of the front matter or YAML file (proseFields.ts), with tokens filled in, so
// "{{rates.office}}" is read as the figure it shows and never as a word to spell. Each finding is a
// problem on its file and line. Results are kept per text in .cache/, so a check after a one-line
// edit proof-reads that text alone and does not even load the dictionary when nothing changed.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type * as z from 'zod'
import { collections, fileNames, folderNames, schemaOf } from '../collections.ts'
import type { LoadedContent } from '../entries.ts'
import { hashCache, hashOf } from '../hashCache.ts'
import { collectionPath } from '../collectionPath.ts'
import { fileText } from '../load/fileText.ts'
import { tokenValues } from '../load/tokens.ts'
import type { Problem } from '../problems.ts'
import { loadProseRules, proseFindings, WORD_LIST, type ProseFinding, type ProseFormat } from './prose.ts'
import { proseFields, type ProseField } from './proseFields.ts'
import { loadProseScreen, provenClean, provenSpelledRight } from './proseScreen.ts'
import { proseProblems, proseSourcesOfText, type ProofRead, type ProseSource } from './proseSources.ts'

export type { ProseSource }

/** The project's word list as written; none yet is an empty one. */
export function readWordList(root: string): string {
  const file = path.join(root, WORD_LIST)
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''
}

/**
 * Proof-reads texts, each once per word list: the cache of prose.ts's findings. The content and
 * the built pages keep caches of their own (`cache`), since saving one keeps only what its run read.
 */
export function proofReader(root: string, cache: 'prose' | 'prose-pages' = 'prose'): ProofRead {
  const wordList = readWordList(root)
  const findings = hashCache<ProseFinding[]>(root, cache, 'lib/content/check/prose.ts')
  // Each text's key holds the word list's hash, not the list, which would be hashed again with every
  // text; and the text's own hash, which the renderer's cache has mostly computed already (hashOf
  // remembers it), rather than a copy of the text to hash again.
  const listHash = createHash('sha1').update(wordList).digest('base64url')
  // Most texts are proven clean by the cheap screen; retext reads the others as before, without the
  // dictionary when the screen has proven every word right.
  return (text: string, format: ProseFormat): ProseFinding[] =>
    findings.getAt(`${format}\0${listHash}\0${hashOf(text)}`, () => {
      const options = { format, wordList, root }
      return provenClean(text, options) ? [] : proseFindings(text, { format, wordList, spelling: !provenSpelledRight(text, options) })
    })
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

// The prose rules and the repeats rule read the same texts: each content load's are gathered once.
const gathered = new WeakMap<LoadedContent, ProseSource[]>()

/** Every text of the content a visitor reads, with tokens filled in as the page shows them. */
export function proseSources(loaded: LoadedContent, root: string): ProseSource[] {
  let sources = gathered.get(loaded)
  if (!sources) gathered.set(loaded, (sources = gatherSources(loaded, root)))
  return sources
}

/**
 * A file's texts as the cache keeps them (gatherSources): a text the loader read too (a body) as its
 * place among the loader's texts of the file, not written out a second time.
 */
type StoredSource = Omit<ProseSource, 'text'> & ({ text: string } | { loaderText: number })

function gatherSources(loaded: LoadedContent, root: string): ProseSource[] {
  const site = loaded.content.site
  if (!site?.facts) return []
  const values = tokenValues(site, site.facts)
  // Each file's text fields, kept by its front matter's text: a rebuild parses only the YAML that changed.
  const fieldsCache = hashCache<ProseField[]>(root, 'prose-fields', 'lib/content/check/proseFields.ts')
  // Each file's texts, kept by its text, its name, the tokens' values and the loader's texts of it:
  // after one edit, the other files' tokens are not filled in again nor their front matter cut out
  // (gathering the texts of 4,000 articles took 75-90 ms against 135-160 ms).
  const sourcesCache = hashCache<StoredSource[]>(root, 'prose-sources', 'lib/content/check/checkProse.ts')
  const tokensKey = hashOf(JSON.stringify(values))
  const loaderTexts = new Map<string, string[]>()
  for (const { file, markdown } of loaded.markdown) loaderTexts.set(file, [...(loaderTexts.get(file) ?? []), markdown])
  return proseFiles(loaded).flatMap(({ file, schema, yamlOnly }) => {
    // A file that is gone (site.yaml, say) has no texts.
    const source = fileText(loaded, root, file)
    if (source === undefined) return []
    const ofLoader = loaderTexts.get(file) ?? []
    const read = (): StoredSource[] => {
      const fieldsOf = (yaml: string, fieldSchema: z.ZodType, line: number) => fieldsCache.get(`${file}\0${line}\0${yaml}`, () => proseFields(yaml, fieldSchema, line))
      return proseSourcesOfText(file, source, schema, yamlOnly, values, fieldsOf).map(({ text, ...where }) => {
        const loaderText = where.field ? -1 : ofLoader.indexOf(text)
        return loaderText < 0 ? { ...where, text } : { ...where, loaderText }
      })
    }
    // The loader's texts are in the key by their hashes (known already), so a kept place among them
    // always names the same text.
    const key = [hashOf(source), file, tokensKey, ...ofLoader.map(hashOf)].join('\0')
    // A body is the loader's string, whose hash the caches know, not a copy whose hash would be
    // computed again (a look-up by a new string hashes all of it: 40 ms over 4,000 articles).
    return sourcesCache.getAt(key, read).map((stored) => {
      if ('text' in stored) return stored
      const { loaderText, ...where } = stored
      return { ...where, text: ofLoader[loaderText]! }
    })
  })
}

export const checkProse = (loaded: LoadedContent, root: string): Problem[] => proseProblems(proseSources(loaded, root), proofReader(root))
