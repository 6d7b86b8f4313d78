// The files whose figures the content check judges (load/fileWork.ts applies figureRules.ts to each
// as it reads it), as `npm run figures` lists them.
import fs from 'node:fs'
import path from 'node:path'
import { collectionNames, collections } from '../collections.ts'
import type { Content } from '../entries.ts'
import { collectionPath } from '../collectionPath.ts'
import type { RateSector } from '../schema.ts'

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

/** Each service page's sectors, by file: an unnamed hourly rate on the page is one of these. */
export function serviceRatesByFile(content: Content): Map<string, RateSector[]> {
  return new Map(content.services.map((service) => [service.file, service.rates]))
}

