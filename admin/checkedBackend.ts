// Decap's backends (GitHub in production, the local server's proxy at the desk, the in-memory
// test-repo in tests) with the rules of a save or delete that reach into other files, applied in
// the editor itself before anything is written (lib/editor/siteRules.ts): a delete is refused while
// other pages still link to the entry, and a new article's neighbour gets its link back in the same
// save (on GitHub the same commit, or the same pull request). Decap offers no way to register a
// backend again under its name, so each registered backend's factory is wrapped where it stands.
import CMS from 'decap-cms-app'
import { currentBackend } from 'decap-cms-core/dist/esm/backend'
import { store } from 'decap-cms-core/dist/esm/redux'
import { DELETE_HEADING, refusalsFor } from '../lib/editor/refusalWords'
import { deleteProblems, linkNeighbours, neighbourFiles } from '../lib/editor/siteRules'
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

/** The backends the editor's config names (lib/editor/decapConfig.ts). */
const BACKENDS = ['github', 'test-repo', 'proxy']

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

/** `implementation` with the rules across files before its saves and deletes. */
function checked(implementation: Implementation): Implementation {
  const persistEntry = implementation.persistEntry.bind(implementation)
  const deleteFiles = implementation.deleteFiles.bind(implementation)

  implementation.persistEntry = async (entry, options) => {
    const files = new Map(entry.dataFiles.map((dataFile) => [dataFile.newPath ?? dataFile.path, dataFile.raw]))
    const neighbours = new Map<string, string | undefined>()
    await Promise.all(neighbourFiles(files).map(async (file) => neighbours.set(file, await repositoryText(implementation, file))))
    linkNeighbours(files, (file) => neighbours.get(file))
    const saved = entry.dataFiles.map((dataFile) => ({ ...dataFile, raw: files.get(dataFile.newPath ?? dataFile.path)! }))
    const added = [...files].filter(([file]) => !saved.some((dataFile) => (dataFile.newPath ?? dataFile.path) === file))
    return persistEntry({ ...entry, dataFiles: [...saved, ...added.map(([file, raw]) => ({ path: file, slug: slugOf(file), raw }))] }, options)
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
  for (const name of BACKENDS) {
    const registered = CMS.getBackend(name)
    if (!registered) throw new Error(`Decap has no backend named ${name}`)
    // Decap's core calls init(config, options); its types know of one argument.
    const init = registered.init as (...args: unknown[]) => Implementation
    registered.init = ((...args: unknown[]) => checked(init(...args))) as typeof registered.init
  }
}
