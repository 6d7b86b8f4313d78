// The first stage of loading: every file of every collection (collections.ts) read, its tokens
// filled in, parsed and validated, with the Markdown in it listed for the renderer, and every
// problem found on the way, so an editor sees everything to fix in one pass.
import fs from 'node:fs'
import path from 'node:path'
import { parse as parseYaml } from 'yaml'
import { env, projectPaths } from '../../settings.ts'
import { collections, fileNames, folderNames, type FileCollection, type FileName, type FolderCollection, type FolderName } from '../collections.ts'
import { hashCache } from '../hashCache.ts'
import type { Problem } from '../problems.ts'
import type { Facts, Site } from '../schema.ts'
import { collectionFiles } from './collectionFiles.ts'
import type { SplitFile } from './frontMatter.ts'
import { entryCache, readEntryCached, type EntryCache, type EntryRead } from './entryCache.ts'
import { readYamlText, type MarkdownSource, type ReadEntry } from './readText.ts'
import { readSource } from './readSource.ts'
import { tokenValues } from './tokens.ts'

/** The cache parseFrontMatter takes: its results depend on frontMatter.ts's code and the YAML library's version. */
export const frontMatterCache = (root: string) => hashCache<SplitFile>(root, 'front-matter', 'lib/content/load/frontMatter.ts')

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
  /**
   * Each folder collection file's text as read from disk, by file, where reading took nothing out
   * of it: for the rules that read a file's text again (proseSources), without reading it again.
   */
  texts: Map<string, string>
}

/** Build-time stand-ins for fields of site.yaml, so one repository can build staging and production sites. */
const SITE_OVERRIDES = { url: 'SITE_URL', gtmId: 'PUBLIC_ENV__GTM_ID' } as const

export function readContent(root: string): ReadContent {
  const problems: Problem[] = []
  const markdown: MarkdownSource[] = []
  const dir = projectPaths(root).content
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/')

  // The files tokens come from are read first, and without tokens of their own.
  const files: ReadContent['files'] = {}
  const sources = fileNames.filter((name) => !collections[name].tokens)
  const parseCache = frontMatterCache(root)
  for (const name of sources) files[name] = readYaml(collections[name], path.join(dir, collections[name].file), relative, problems, parseCache, name === 'site' ? siteOverrides() : {})
  const facts = files.facts as Facts | undefined
  // One wrong figure in facts.yaml must not turn every token on the site into a second problem.
  const tokens = tokenValues(files.site as Omit<Site, 'facts'> | undefined, facts ?? unvalidatedFacts(path.join(dir, collections.facts.file)))
  for (const name of fileNames.filter((candidate) => collections[candidate].tokens)) {
    files[name] = readYaml(collections[name], path.join(dir, collections[name].file), relative, problems, parseCache, {}, tokens)
  }

  const cache = entryCache(root, tokens)
  const texts = new Map<string, string>()
  const entries = {} as ReadContent['entries']
  const ids = {} as ReadContent['ids']
  for (const name of folderNames) {
    const collection: FolderCollection = collections[name]
    const folder = path.join(dir, collection.folder)
    const listed = collectionFiles(folder, relative)
    problems.push(...listed.problems)
    ids[name] = listed.names.map((file) => file.replace(/\.md$/, ''))
    entries[name] = listed.names.flatMap((fileName) => {
      const id = fileName.replace(/\.md$/, '')
      const entry = readEntry(collection, id, path.join(folder, fileName), relative(path.join(folder, fileName)), tokens, cache, parseCache, texts)
      problems.push(...entry.problems)
      markdown.push(...entry.markdown)
      return entry.read ? [entry.read] : []
    })
  }
  return { files, entries, ids, problems, markdown, texts }
}

/** One Markdown file of a folder collection: read, then taken as readEntryText takes its text (entryCache.ts). */
function readEntry(collection: FolderCollection, id: string, fullPath: string, file: string, tokens: Record<string, string>, cache: EntryCache, parseCache: ReturnType<typeof frontMatterCache>, texts: Map<string, string>): EntryRead {
  const source = readSource(fullPath, file)
  if (source.problems) return { read: undefined, problems: source.problems, markdown: [] }
  if (source.asOnDisk) texts.set(file, source.text)
  return readEntryCached(collection, id, file, source.text, tokens, cache, parseCache)
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
    return Object.fromEntries(groups.map(([group, fields]) => [group, Object.fromEntries(Object.entries(fields as object).map(([key, value]) => [key, String(value)]))])) as Facts
  } catch {
    return undefined
  }
}

/** A YAML file of content/, read, then validated by readYamlText. */
function readYaml(
  collection: FileCollection,
  file: string,
  relative: (file: string) => string,
  problems: Problem[],
  parseCache: ReturnType<typeof frontMatterCache>,
  overrides: Record<string, { value: string; variable: string }>,
  tokens?: Record<string, string>,
): unknown {
  const name = relative(file)
  if (!fs.existsSync(file)) {
    problems.push({ file: name, field: '', message: 'file is missing' })
    return undefined
  }
  const read = readSource(file, name)
  if (read.problems) {
    problems.push(...read.problems)
    return undefined
  }
  const result = readYamlText(collection, name, read.text, overrides, tokens, parseCache)
  problems.push(...result.problems)
  return result.data
}
