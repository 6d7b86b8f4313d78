// The company's figures are written once, in content/facts.yaml. This check reads every content
// file as the editor wrote it and refuses a figure of ours written out (use the token) and a
// different figure for the same fact, unless it is marked as the market's: {{market: $25-40}}.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { collectionNames, collections } from '../collections.ts'
import { hashCache, hashOf } from '../hashCache.ts'
import type { Content, LoadedContent } from '../entries.ts'
import { collectionPath } from '../collectionPath.ts'
import type { Problem } from '../problems.ts'
import type { RateSector } from '../schema.ts'
import { figureProblemsIn } from './figureRules.ts'
import { fileText } from '../load/fileText.ts'

/** The content files whose text may state figures (collections.ts `figures`), relative to the root. */
export function figureFiles(root: string): string[] {
  return collectionNames
    .filter((name) => collections[name].figures)
    .flatMap((name) => {
      const where = collectionPath(name)
      const full = path.join(root, where)
      if (!fs.existsSync(full)) return []
      if (collections[name].kind === 'file') return [where]
      // Listed, so they exist: not asked about one by one.
      return fs
        .readdirSync(full, { withFileTypes: true })
        .filter((file) => !file.isDirectory() && file.name.endsWith('.md'))
        .map((file) => `${where}/${file.name}`)
        .sort()
    })
}

export function checkFigures(loaded: LoadedContent, root: string): Problem[] {
  const { content } = loaded
  const facts = content.site.facts
  if (!facts) return []
  const serviceRates = serviceRatesByFile(content)
  const cache = figureProblemsCache(root)
  // The facts as a short hash: the key holds it once per file rather than the facts themselves.
  const factsKey = createHash('sha1').update(JSON.stringify(facts)).digest('base64url')
  return figureFiles(root).flatMap((file) => {
    const source = fileText(loaded, root, file)
    if (source === undefined) return []
    const rates = serviceRates.get(file)
    // A file's problems depend on its text, the facts and the page's sectors alone: a rebuild after
    // one edit judges that file again, not the thousands of others. Keyed by a hash of all three,
    // so the cache holds no copy of thousands of files' text until it is saved. The text's own hash
    // is the one the loader's caches took (hashOf remembers it).
    const key = `${factsKey}\0${JSON.stringify(rates ?? null)}\0${hashOf(source)}`
    const found = cache.getAt(key, () => figureProblemsIn(file, source, facts, rates).map(({ line, message }) => ({ line, message })))
    return found.map(({ line, message }) => ({ file, field: 'figure', line, message }))
  })
}

/** What checkFigures finds in one file, kept by the file's text with the facts it was judged by. */
type FigureProblem = Pick<Problem, 'line' | 'message'>
const figureProblemsCache = (root: string) => hashCache<FigureProblem[]>(root, 'figure-problems', 'lib/content/check/checkFigures.ts')

/** Each service page's sectors, by file: an unnamed hourly rate on the page is one of these. */
export function serviceRatesByFile(content: Content): Map<string, RateSector[]> {
  return new Map(content.services.map((service) => [service.file, service.rates]))
}

