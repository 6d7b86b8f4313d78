// The company's figures are written once, in content/facts.yaml. This check reads every content
// file as the editor wrote it and refuses a figure of ours written out (use the token) and a
// different figure for the same fact, unless it is marked as the market's: {{market: $25-40}}.
import fs from 'node:fs'
import path from 'node:path'
import { collectionNames, collections } from '../collections.ts'
import type { Content, LoadedContent } from '../entries.ts'
import { collectionPath } from '../collectionPath.ts'
import type { Problem } from '../problems.ts'
import type { RateSector } from '../schema.ts'
import { figureProblemsIn } from './figureRules.ts'

/** The content files whose text may state figures (collections.ts `figures`), relative to the root. */
export function figureFiles(root: string): string[] {
  return collectionNames
    .filter((name) => collections[name].figures)
    .flatMap((name) => {
      const where = collectionPath(name)
      if (collections[name].kind === 'file') return [where]
      const full = path.join(root, where)
      if (!fs.existsSync(full)) return []
      return fs
        .readdirSync(full)
        .filter((file) => file.endsWith('.md'))
        .sort()
        .map((file) => `${where}/${file}`)
    })
    .filter((file) => fs.existsSync(path.join(root, file)))
}

export function checkFigures({ content }: LoadedContent, root: string): Problem[] {
  const facts = content.site.facts
  if (!facts) return []
  const serviceRates = serviceRatesByFile(content)
  return figureFiles(root).flatMap((file) => figureProblemsIn(file, fs.readFileSync(path.join(root, file), 'utf8'), facts, serviceRates.get(file)))
}

/** Each service page's sectors, by file: an unnamed hourly rate on the page is one of these. */
export function serviceRatesByFile(content: Content): Map<string, RateSector[]> {
  return new Map(content.services.map((service) => [service.file, service.rates]))
}

