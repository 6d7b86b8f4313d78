// What reading one Markdown file of a folder collection yields (readText.ts readEntryText: tokens
// filled in, front matter parsed, the schema applied, the Markdown listed), kept across builds by the
// file's text as read, its name and the tokens' values. After one edit, the 3,999 other articles
// of a 4,000-article site cost a read, a hash and a look-up each instead of the loader's work again:
// the content read took 0.24-0.25 s against 0.30-0.32 s, most of what is left opening the files.
import type { FolderCollection } from '../collections.ts'
import { hashCache, hashOf, rememberHash, type HashCache } from '../hashCache.ts'
import type { Problem } from '../problems.ts'
import type { SplitFile } from './frontMatter.ts'
import { readEntryText, type MarkdownSource, type ReadEntry } from './readText.ts'

/** readEntryText's result. */
export interface EntryRead {
  read?: ReadEntry
  problems: Problem[]
  markdown: MarkdownSource[]
}

/**
 * EntryRead as the cache keeps it: the Markdown sources by line and text hash, the body's text not
 * written a second time (V8's serialization writes a string as often as it is referred to).
 */
interface StoredEntry {
  read?: ReadEntry
  problems: Problem[]
  markdown: { file: string; line: number; hash: string; markdown?: string }[]
}

/** The cache of a content root, for one set of token values. */
export interface EntryCache {
  cache: HashCache<StoredEntry>
  /** A hash of the token values, which every entry's key holds. */
  tokens: string
}

/** The cache's results depend on readText.ts's code, every module it imports and the package versions. */
export const entryCache = (root: string, tokens: Record<string, string>): EntryCache => ({
  cache: hashCache<StoredEntry>(root, 'entries', 'lib/content/load/readText.ts'),
  tokens: hashOf(JSON.stringify(tokens)),
})

/** readEntryText of a file's text as read from disk, from the cache when this text was read under these tokens before. */
export function readEntryCached(collection: FolderCollection, id: string, file: string, text: string, tokens: Record<string, string>, { cache, tokens: tokensHash }: EntryCache, parseCache?: HashCache<SplitFile>): EntryRead {
  const stored = cache.getAt(`${hashOf(text)}\0${file}\0${tokensHash}`, () => store(readEntryText(collection, id, file, text, tokens, parseCache)))
  const body = stored.read?.body
  return {
    read: stored.read,
    problems: stored.problems,
    markdown: stored.markdown.map(({ file: source, line, hash, markdown = body! }) => {
      // The renderer's cache looks each text up by its hash: known already, it is not computed again.
      rememberHash(markdown, hash)
      return { file: source, line, markdown }
    }),
  }
}

/**
 * Frozen, so that code changing an entry it was handed fails at once (in the tests, which read most
 * texts afresh) instead of changing what the next read in this process and the saved cache hold.
 * Entries read from the cache's file are not frozen again: that would cost every rebuild.
 */
function store({ read, problems, markdown }: EntryRead): StoredEntry {
  return deepFreeze({
    read,
    problems,
    // A list item's line (an FAQ answer's) is a getter that parses the YAML when asked: asked here, once.
    markdown: markdown.map(({ file, line, markdown: text }) => ({ file, line, hash: hashOf(text), ...(text === read?.body ? {} : { markdown: text }) })),
  })
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) deepFreeze(inner)
  }
  return value
}
