// Decap's backends (GitHub in production, the local server's proxy at the desk, the in-memory
// test-repo in tests) with the rules of a save or delete that reach into other files, applied in
// the editor itself before anything is written (lib/editor/siteRules.ts): a delete is refused while
// other pages still link to the entry; a new article's neighbour gets its link back; a changed
// slug moves the entry, keeps its old address as an alias and changes the links to it. Each save
// is one save of several files (on GitHub one commit, or one pull request). Decap offers no way to register a
// backend again under its name, so each registered backend's factory is wrapped where it stands.
import CMS from './decapApp'
import { loadEntry } from 'decap-cms-core/dist/esm/actions/entries'
import { currentBackend } from 'decap-cms-core/dist/esm/backend'
import { store } from 'decap-cms-core/dist/esm/redux'
import { history, navigateToCollection, navigateToEntry } from 'decap-cms-core/dist/esm/routing/history'
import { DECAP_BACKENDS } from '../lib/editor/decapParts'
import { DELETE_HEADING, refusalsFor } from '../lib/editor/refusalWords'
import { deleteProblems, frontMatter, linkNeighbours, moveChanges, movedTo, neighbourFiles, withOldAddress } from '../lib/editor/siteRules'
import { SaveRefused, showRefusals } from './refusalPanel'

/** A file as Decap's core hands it to a backend's persistEntry. */
interface DataFile {
  path: string
  slug: string
  raw: string
  newPath?: string
}

/** The part of a backend implementation (decap-cms-lib-util's Implementation) this wraps and reads. */
interface Implementation {
  persistEntry(entry: { dataFiles: DataFile[]; assets: unknown[] }, options: Record<string, unknown>): Promise<unknown>
  deleteFiles(paths: string[], commitMessage: string): Promise<unknown>
  getEntry(path: string): Promise<{ data: unknown }>
}

/** A file as the repository holds it, or undefined when there is none. */
async function repositoryText(implementation: Implementation, file: string): Promise<string | undefined> {
  try {
    const { data } = await implementation.getEntry(file)
    return typeof data === 'string' ? data : undefined
  } catch {
    return undefined
  }
}

/** Every entry of every collection as the repository holds it, by path: what a delete is judged against. */
async function siteTexts(): Promise<Map<string, string>> {
  const state = store.getState()
  const backend = currentBackend(state.config)
  const lists = await Promise.all(state.collections.valueSeq().toArray().map((collection) => backend.listAllEntries(collection)))
  return new Map(lists.flat().map((entry) => [entry.path, entry.raw]))
}

const slugOf = (file: string) => file.slice(file.lastIndexOf('/') + 1).replace(/\.\w+$/, '')

/**
 * Opens a renamed entry at its new address once Decap has finished its save: Decap would stay on
 * the old slug, whose file is gone. The form guards against leaving unsaved changes with the
 * history's one prompt, judged on what it last drew (which may still be the edit just saved), so
 * the move holds that prompt aside; through the collection's list, so the form opens afresh at the
 * new address and sets its guard again.
 */
function openWhenSaved(collectionName: string, slug: string): void {
  const stop = store.subscribe(() => {
    if (store.getState().entryDraft.getIn(['entry', 'isPersisting'])) return
    stop()
    // Loaded first, as Decap does for a new entry: the form's toolbar reads it as it opens.
    const loaded = Promise.resolve(store.dispatch(loadEntry(store.getState().collections.get(collectionName), slug))).catch(() => undefined)
    setTimeout(async () => {
      await loaded
      const release = history.block(() => true)
      navigateToCollection(collectionName)
      release()
      // Once the list is drawn (the old form gone), the entry at its new address.
      requestAnimationFrame(() => setTimeout(() => navigateToEntry(collectionName, slug)))
    })
  })
}

/** `implementation` with the rules across files before its saves and deletes. */
function checked(implementation: Implementation): Implementation {
  const persistEntry = implementation.persistEntry.bind(implementation)
  const deleteFiles = implementation.deleteFiles.bind(implementation)

  implementation.persistEntry = async (entry, options) => {
    const dataFiles = entry.dataFiles.map((dataFile) => ({ ...dataFile }))
    const saved = dataFiles[0]
    const movedFile = saved && !saved.newPath && !options.newEntry ? movedTo(saved.path, frontMatter(saved.raw)) : undefined
    // A renamed entry: moved to its new file with its old slug among its aliases, and every link to
    // its old page and every neighbour naming it changed in the same save.
    let site: Map<string, string> | undefined
    if (saved && movedFile) {
      const taken = await repositoryText(implementation, movedFile)
      if (taken !== undefined) {
        const problem = { rule: 'slugTaken' as const, file: saved.path, field: 'slug', message: `"${slugOf(movedFile)}" is already used by ${movedFile}`, editor: `is already the address of ${movedFile}: choose another` }
        showRefusals(refusalsFor([problem], (file) => (file === movedFile ? taken : saved.raw), saved.path))
        throw new SaveRefused()
      }
      saved.newPath = movedFile
      saved.raw = withOldAddress(saved.raw, saved.path, movedFile)
      site = await siteTexts()
      site.delete(saved.path)
      site.set(movedFile, saved.raw)
    }
    const files = new Map(dataFiles.map((dataFile) => [dataFile.newPath ?? dataFile.path, dataFile.raw]))
    if (saved && movedFile) for (const [file, text] of moveChanges(site!, saved.path, movedFile)) files.set(file, text)
    const neighbours = new Map<string, string | undefined>()
    await Promise.all(neighbourFiles(files).map(async (file) => neighbours.set(file, site?.get(file) ?? (await repositoryText(implementation, file)))))
    linkNeighbours(files, (file) => neighbours.get(file))
    const written = dataFiles.map((dataFile) => ({ ...dataFile, raw: files.get(dataFile.newPath ?? dataFile.path)! }))
    const added = [...files].filter(([file]) => !written.some((dataFile) => (dataFile.newPath ?? dataFile.path) === file))
    const result = await persistEntry({ ...entry, dataFiles: [...written, ...added.map(([file, raw]) => ({ path: file, slug: slugOf(file), raw }))] }, options)
    if (movedFile) openWhenSaved(String(options.collectionName), slugOf(movedFile))
    return result
  }

  implementation.deleteFiles = async (paths, commitMessage) => {
    const files = await siteTexts()
    const problems = deleteProblems(files, paths)
    if (problems.length) {
      showRefusals(refusalsFor(problems, (file) => files.get(file), paths[0]), DELETE_HEADING)
      throw new SaveRefused()
    }
    return deleteFiles(paths, commitMessage)
  }
  return implementation
}

/** Wraps each backend Decap registered; call before CMS.init(). */
export function registerCheckedBackends(): void {
  for (const name of DECAP_BACKENDS) {
    const registered = CMS.getBackend(name)
    if (!registered) throw new Error(`Decap has no backend named ${name}`)
    // Decap's core calls init(config, options); its types know of one argument.
    const init = registered.init as (...args: unknown[]) => Implementation
    registered.init = ((...args: unknown[]) => checked(init(...args))) as typeof registered.init
  }
}
