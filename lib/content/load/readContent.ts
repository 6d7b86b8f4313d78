// The first stage of loading: every file of every collection (collections.ts) read, its tokens
// filled in, parsed and validated, with the Markdown in it listed for the renderer, and every
// problem found on the way, so an editor sees everything to fix in one pass.
import fs from 'node:fs'
import path from 'node:path'
import { parse as parseYaml } from 'yaml'
import { env, projectPaths } from '../../settings.ts'
import { collections, fileNames, folderNames, type FileCollection, type FileName, type FolderName } from '../collections.ts'
import type { Problem } from '../problems.ts'
import type { Facts, Site } from '../schema.ts'
import { collectionFiles } from './collectionFiles.ts'
import { hashOf } from '../../cache.ts'
import { claimsOfFile, type Claim } from '../check/claims.ts'
import { figureProblemsIn } from '../check/figureRules.ts'
import { proseSourcesOfText, type ProseSource } from '../check/proseSources.ts'
import { collectionPath } from '../collectionPath.ts'
import { WORD_LIST } from '../check/wordList.ts'
import { fileWork } from './fileWork.ts'
import { readYamlText, type MarkdownSource, type ReadEntry } from './readText.ts'
import { readSource } from './readSource.ts'
import { tokenValues } from './tokens.ts'

export interface ReadContent {
  /** Each file collection's data, when it passed its schema. */
  files: Partial<Record<FileName, unknown>>
  /** Each folder collection's valid entries, in file-name order. */
  entries: Record<FolderName, ReadEntry[]>
  /**
   * The ids of every file in each folder collection, valid or not: a page whose front matter has a
   * mistake still exists, so links to it and counts of it must not fail as well.
   */
  ids: Record<FolderName, string[]>
  problems: Problem[]
  markdown: MarkdownSource[]
  /** The texts a visitor reads in each valid entry (load/fileWork.ts); the YAML files' are the check's to find. */
  texts: ProseSource[]
  /** Figures stated wrongly (load/fileWork.ts). */
  figures: Problem[]
  /** Every sentence on the company's promises (check/claims.ts). */
  claims: Claim[]
  /** content/words.txt as written (none yet is an empty one). */
  wordList: string
}

/** Build-time stand-ins for fields of site.yaml, so one repository can build staging and production sites. */
const SITE_OVERRIDES = { url: 'SITE_URL', gtmId: 'PUBLIC_ENV__GTM_ID' } as const

export function readContent(root: string): ReadContent {
  const problems: Problem[] = []
  const read: ReadContent = { files: {}, entries: {} as ReadContent['entries'], ids: {} as ReadContent['ids'], problems, markdown: [], texts: [], figures: [], claims: [], wordList: readWordList(root) }
  const dir = projectPaths(root).content
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/')

  // The files tokens come from are read first, and without tokens of their own.
  const yamlTexts = new Map<FileName, string>()
  const readFile = (name: FileName, overrides = {}, tokens?: Record<string, string>) => {
    const yaml = readYaml(collections[name], path.join(dir, collections[name].file), relative, problems, overrides, tokens)
    read.files[name] = yaml?.data
    if (yaml) yamlTexts.set(name, yaml.text)
  }
  for (const name of fileNames.filter((candidate) => !collections[candidate].tokens)) readFile(name, name === 'site' ? siteOverrides() : {})
  const facts = read.files.facts as Facts | undefined
  // One wrong figure in facts.yaml must not turn every token on the site into a second problem.
  const tokens = tokenValues(read.files.site as Omit<Site, 'facts'> | undefined, facts ?? unvalidatedFacts(path.join(dir, collections.facts.file)))
  for (const name of fileNames.filter((candidate) => collections[candidate].tokens)) readFile(name, {}, tokens)
  // What keys each folder file's work besides its own text (load/fileWork.ts).
  const tokensKey = hashOf(JSON.stringify(tokens), JSON.stringify(facts ?? null))

  for (const [name, text] of yamlTexts) {
    const { schema, figures: stated } = collections[name]
    const file = collectionPath(name)
    const fields = proseSourcesOfText(file, text, schema, true, tokens)
    read.texts.push(...fields)
    if (stated && facts) read.figures.push(...figureProblemsIn(file, text, facts))
    if (stated) read.claims.push(...claimsOfFile(file, text, facts, tokens, fields))
  }
  for (const name of folderNames) {
    const folder = path.join(dir, collections[name].folder)
    const listed = collectionFiles(folder, relative)
    problems.push(...listed.problems)
    read.ids[name] = listed.names.map((file) => file.replace(/\.md$/, ''))
    read.entries[name] = listed.names.flatMap((fileName) => {
      const file = relative(path.join(folder, fileName))
      const source = readSource(path.join(folder, fileName), file)
      if (source.problems) return (problems.push(...source.problems), [])
      const work = fileWork(name, fileName.replace(/\.md$/, ''), file, source.text, tokens, facts, tokensKey)
      problems.push(...work.problems)
      read.markdown.push(...work.markdown)
      read.texts.push(...work.texts)
      read.figures.push(...work.figures)
      read.claims.push(...work.claims)
      return work.read ? [work.read] : []
    })
  }
  return read
}

/** The project's word list as written; none yet is an empty one. */
export function readWordList(root: string): string {
  const file = path.join(root, WORD_LIST)
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''
}

/** The environment's stand-ins for site.yaml fields, by field, with the variable each comes from. */
function siteOverrides(): Record<string, { value: string; variable: string }> {
  return Object.fromEntries(
    Object.entries(SITE_OVERRIDES).flatMap(([field, variable]) => (env[variable] ? [[field, { value: env[variable], variable }]] : [])),
  )
}

/** facts.yaml as written, for its tokens only, when it failed its schema. */
function unvalidatedFacts(file: string): Facts | undefined {
  try {
    const data: unknown = parseYaml(fs.readFileSync(file, 'utf8'))
    if (!data || typeof data !== 'object') return undefined
    const groups = Object.entries(data).filter(([, fields]) => fields && typeof fields === 'object')
    return Object.fromEntries(groups.map(([group, fields]) => [group, Object.fromEntries(Object.entries(fields as object).map(([key, value]) => [key, String(value)]))])) as unknown as Facts
  } catch {
    return undefined
  }
}

/** A YAML file of content/, read, then validated by readYamlText; its data (if valid) and its text. */
function readYaml(
  collection: FileCollection,
  file: string,
  relative: (file: string) => string,
  problems: Problem[],
  overrides: Record<string, { value: string; variable: string }>,
  tokens?: Record<string, string>,
): { data: unknown; text: string } | undefined {
  const name = relative(file)
  if (!fs.existsSync(file)) {
    problems.push({ rule: 'missingFile', file: name, field: '', message: 'file is missing' })
    return undefined
  }
  const read = readSource(file, name)
  if (read.problems) {
    problems.push(...read.problems)
    return undefined
  }
  const result = readYamlText(collection, name, read.text, overrides, tokens)
  problems.push(...result.problems)
  return { data: result.data, text: read.text }
}
