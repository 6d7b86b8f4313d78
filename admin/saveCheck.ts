// The content check's rules for one entry, run inside the editor before every save, whatever the
// backend (GitHub in production, the local server at the desk, the in-memory test-repo in tests),
// and the prose rules on its texts (admin/proseCheck.ts): a save breaking one is refused with the
// field to fix, and nothing reaches the repository. The rules across files that a save or delete
// can keep by itself (back-links, links to a deleted page, a rename's links) are the checking
// backend's (checkedBackend.ts), in every backend too; the whole check across files is the local
// server's on save and CI's on a pull request, and the local server's refusals are shown the same way.
import CMS from './decapApp'
import { stringify } from 'yaml'
import { WORD_LIST } from '../lib/content/check/wordList'
import { collectionNames, collections } from '../lib/content/collections'
import { collectionPath } from '../lib/content/collectionPath'
import type { Facts, Site } from '../lib/content/schema'
import { entryProblems } from '../lib/editor/entryRules'
import { entryText } from '../lib/editor/entryText'
import { factsPutIn } from '../lib/editor/factsPutIn'
import { filledValues } from '../lib/editor/filledFields'
import { refusalsFor, type Refusal } from '../lib/editor/refusalWords'
import { movedTo } from '../lib/editor/siteRules'
import { expectSave } from './formats'
import { proseProblemsOf } from './proseCheck'
import { SaveRefused, showRefusals } from './refusalPanel'
import { plain, storedEntry } from './storedEntry'

/** What Decap hands the preSave listener: an Immutable map of the entry. */
interface EntryMap {
  get(key: string): unknown
  set(key: string, value: unknown): EntryMap
  getIn(path: (string | number)[]): unknown
  setIn(path: (string | number)[], value: unknown): EntryMap
}

/** The folder collection of an entry, by the folder Decap names it by. */
const folderCollectionOf = (entry: EntryMap) =>
  collectionNames.map((name) => collections[name]).find((collection) => collection.kind === 'folder' && collection.folder === entry.get('collection'))

/** The entry's data with the fields left empty that a save fills in (lib/editor/filledFields.ts), or undefined when none is. */
function withFilledFields(entry: EntryMap): EntryMap | undefined {
  const collection = folderCollectionOf(entry)
  if (!collection) return undefined
  const values = filledValues(collection.schema, plain(entry.get('data')), entry.get('newRecord') === true)
  if (!Object.keys(values).length) return undefined
  return Object.entries(values).reduce((data, [name, value]) => data.set(name, value), entry.get('data') as EntryMap)
}

/** The file an entry is saved to: its path (a new one when its slug changed), or for a new entry its folder and slug (decapConfig.ts names files by slug). */
export function fileOf(entry: EntryMap, data: Record<string, unknown>): string | undefined {
  const existing = entry.get('path')
  // An entry whose Slug was changed is saved to its new file (checkedBackend.ts moves it).
  if (typeof existing === 'string' && existing) return movedTo(existing, data) ?? existing
  const name = collectionNames.find((candidate) => {
    const collection = collections[candidate]
    return collection.kind === 'folder' && collection.folder === entry.get('collection')
  })
  return name && typeof data.slug === 'string' ? `${collectionPath(name)}/${data.slug}.md` : undefined
}

/** A single file of the settings group, as the repository holds it now. */
function settingsFile(name: 'site' | 'facts'): Promise<Record<string, unknown> | undefined> {
  const group = collections[name].editor.as as { group: string }
  return storedEntry(group.group, collections[name].file.replace(/\.yaml$/, ''))
}

/** The entry as it will be saved, its figures of ours put in as facts (factsPutIn.ts), and the problems that refuse it in the form's words. */
async function judged(entry: EntryMap): Promise<{ entry: EntryMap; refusals: Refusal[] }> {
  const data = plain(entry.get('data'))
  const file = fileOf(entry, data)
  // The word list is no page: its words are judged by the saves that use them.
  if (!file || file === WORD_LIST) return { entry, refusals: [] }
  const raw = entry.get('raw')
  const previous = typeof raw === 'string' && raw ? raw : undefined
  // The format writes the file from the same text the rules judge (admin/formats.ts).
  expectSave(file, previous)
  const text = entryText(file, data, previous)
  // The facts being saved are the facts the entry is checked against.
  const [site, facts] = await Promise.all(
    (['site', 'facts'] as const).map((name) => (file === collectionPath(name) ? Promise.resolve(data) : settingsFile(name))),
  )
  // Without the company's details every token would look unknown: the pull request's check (or
  // the local server's) still judges the save, so a failed read refuses nothing here.
  if (!site || !facts) {
    console.warn('The company details could not be read; the save is left to the content check of the repository.')
    return { entry, refusals: [] }
  }
  const problems = [
    ...entryProblems(file, text, site as Omit<Site, 'facts'>, facts as Facts),
    ...(await proseProblemsOf(file, text, site as Omit<Site, 'facts'>, facts as Facts)),
  ]
  const putIn = factsPutIn(file, text, problems, (path) => (entry.get('data') as EntryMap).getIn(path))
  if (putIn.length) return judged(entry.set('data', putIn.reduce((fields, { path, value }) => fields.setIn(path, value), entry.get('data') as EntryMap)))
  // The company's details fill in the titles the refusals name (a FAQ question may quote the brand).
  const texts = new Map([[collectionPath('site'), stringify(site)], [collectionPath('facts'), stringify(facts)], [file, text]])
  return { entry, refusals: refusalsFor(problems, (problemFile) => texts.get(problemFile)) }
}

/** The listener and the local server's refusals, shown until dismissed. */
export function registerSaveCheck(): void {
  CMS.registerEventListener({
    name: 'preSave',
    handler: async ({ entry }: { entry: EntryMap }) => {
      // A slug or read time left empty is filled in first, and judged like one typed in.
      const filled = withFilledFields(entry)
      const { entry: saved, refusals } = await judged(filled ? entry.set('data', filled) : entry)
      if (!refusals.length) return saved === entry ? undefined : saved.get('data')
      showRefusals(refusals)
      throw new SaveRefused()
    },
  })
  // The local server checks saves across files, and deletes; its refusal comes as a 422 carrying the same words.
  const originalFetch = window.fetch.bind(window)
  window.fetch = async (...args: Parameters<typeof fetch>) => {
    const response = await originalFetch(...args)
    if (response.status === 422) {
      const body = (await response.clone().json().catch(() => undefined)) as { refusals?: Refusal[]; heading?: string } | undefined
      if (body?.refusals?.length) {
        showRefusals(body.refusals, body.heading)
        throw new SaveRefused()
      }
    }
    return response
  }
}
