// The rules of the content check that need only the entry being saved and the company's details:
// its text as written (tokens, quoting, front matter), its schema, its figures, an article's read
// time, a page's slug and a service page's name. Run by the web editor before every save, in every
// backend (admin/saveCheck.ts), from the modules the build runs them with. Rules across files
// (chains, links, aliases) stay with the whole check: the local server on save, CI on GitHub.
import { serviceNameProblem } from '../content/check/serviceName.ts'
import { collections } from '../content/collections.ts'
import { figureProblemsIn } from '../content/check/figureRules.ts'
import { readTimeAdvice, readTimeMisfit } from '../content/check/readTimeFit.ts'
import { readEntryText, readYamlText } from '../content/load/readText.ts'
import { tokenValues } from '../content/load/tokens.ts'
import { SLUG_FILE_NAME, type Problem } from '../content/problems.ts'
import type { Facts, RateSector, Site } from '../content/schema.ts'
import { collectionForFile } from './editorData.ts'

/** Every problem the rules of one entry find in `text`, the file `file` as the save would write it. */
export function entryProblems(file: string, text: string, site: Omit<Site, 'facts'> | undefined, facts: Facts | undefined): Problem[] {
  const found = collectionForFile(file)
  if (!found) return []
  const collection = collections[found.name]
  const tokens = tokenValues(site, facts)
  if (collection.kind === 'file') {
    const read = readYamlText(collection, file, text, {}, collection.tokens ? tokens : undefined)
    return [...read.problems, ...(collection.figures && facts ? figureProblemsIn(file, text, facts) : [])]
  }
  const id = found.id!
  const read = readEntryText(collection, id, file, text, tokens)
  // Figures are checked in the text as written, valid or not, as the build does.
  const figures = (pageRates?: RateSector[]) => (collection.figures && facts ? figureProblemsIn(file, text, facts, pageRates) : [])
  if (!read.read) return [...read.problems, ...figures()]
  const data = read.read.data
  const problems = [...read.problems, ...figures(found.name === 'services' ? (data.rates as RateSector[]) : undefined)]
  if ('slug' in data && data.slug !== id) problems.push({ rule: 'slugFileName', file, field: 'slug', message: `must match the file name "${id}"`, editor: SLUG_FILE_NAME })
  const serviceName = found.name === 'services' ? serviceNameProblem(data.serviceName) : undefined
  if (serviceName) problems.push({ rule: 'serviceName', file, field: 'serviceName', message: serviceName })
  if (found.name === 'posts') {
    const misfit = readTimeMisfit(Number(data.readTime), read.read.body)
    if (misfit) problems.push({ rule: 'readTime', file, field: 'readTime', message: `${String(data.readTime)} min, but the text has ${misfit.words} words`, editor: readTimeAdvice(Number(data.readTime), misfit) })
  }
  return problems
}
