// Decap's backends (GitHub in production, the local server's proxy at the desk, the in-memory
// test-repo in tests) with the rules of a save or delete that reach into other files, applied in
// the editor itself before anything is written (lib/editor/siteRules.ts): a new article's neighbour
// gets its link back; a changed slug moves the entry, keeps its old address as an alias and changes
// the links to it; a deleted article leaves its series whole and its address to another article
// (deleteDialog.ts asks which, and what becomes of the links to it); any other delete is refused
// while other pages still link to the entry. Each save or delete of an article is one save of
// several files (on GitHub one pull request, like every change). Decap offers no way to register a
// backend again under its name, so each registered backend's factory is wrapped where it stands.
import CMS from './decapApp'
import { collectionNames, collections } from '../lib/content/collections'
import { collectionPath } from '../lib/content/collectionPath'
import { DECAP_BACKENDS } from '../lib/editor/decapParts'
import { DELETE_HEADING, refusalsFor } from '../lib/editor/refusalWords'
import { articleFile, deleteChanges, deleteProblems, frontMatter, isArticle, linkingFiles, linkNeighbours, moveChanges, movedTo, neighbourFiles, withOldAddress } from '../lib/editor/siteRules'
import { askDelete } from './deleteDialog'
import { SaveRefused, showRefusals } from './refusalPanel'

/** A file as Decap's core hands it to a backend's persistEntry. */
interface DataFile {
  path: string
  slug: string
  raw: string
  newPath?: string
}

/** An entry as a backend lists it. */
interface Listed {
  data: string
  file: { path: string }
}
interface Cursor {
  actions?: { has(action: string): boolean }
}

/** The part of a backend implementation (decap-cms-lib-util's Implementation) this wraps and reads. */
interface Implementation {
  persistEntry(entry: { dataFiles: DataFile[]; assets: unknown[] }, options: Record<string, unknown>): Promise<unknown>
  deleteFiles(paths: string[], commitMessage: string): Promise<unknown>
  getEntry(path: string): Promise<{ data: unknown }>
  entriesByFiles(files: { path: string }[]): Promise<Listed[]>
  entriesByFolder(folder: string, extension: string, depth: number): Promise<Listed[]>
  allEntriesByFolder?(folder: string, extension: string, depth: number): Promise<Listed[]>
  traverseCursor?(cursor: Cursor, action: string): Promise<{ entries: Listed[]; cursor: Cursor }>
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

/** Every file of every collection as the repository holds it, by path: what a rename or delete is judged against. */
async function siteTexts(implementation: Implementation): Promise<Map<string, string>> {
  const lists = await Promise.all(
    collectionNames.map(async (name) => {
      const where = collectionPath(name)
      if (collections[name].kind === 'file') return implementation.entriesByFiles([{ path: where }]).catch(() => [])
      if (implementation.allEntriesByFolder) return implementation.allEntriesByFolder(where, 'md', 1)
      // test-repo hands a folder out ten entries at a time, the rest behind the cursor it keeps under
      // a symbol (decap-cms-lib-util's CURSOR_COMPATIBILITY_SYMBOL), as Decap's core reads it.
      const entries = await implementation.entriesByFolder(where, 'md', 1)
      const all = [...entries]
      let cursor = Object.getOwnPropertySymbols(entries).map((key) => (entries as unknown as Record<symbol, Cursor>)[key]).find((value) => value?.actions)
      while (cursor?.actions?.has('next') && implementation.traverseCursor) {
        const page = await implementation.traverseCursor(cursor, 'next')
        all.push(...page.entries)
        cursor = page.cursor
      }
      return all
    }),
  )
  return new Map(lists.flat().map((entry) => [entry.file.path, entry.data]))
}

/** An entry's title as the editor knows it. */
const titleOf = (text: string | undefined) => String(frontMatter(text ?? '').title ?? '')

const slugOf = (file: string) => file.slice(file.lastIndexOf('/') + 1).replace(/\.\w+$/, '')

/**
 * Opens a renamed entry at its new address once Decap has finished its save: Decap would stay on
 * the old slug, whose file is gone. Through the collection's list, so the form opens afresh at the
 * new address. The form's guard against leaving unsaved changes may still judge by the edit just
 * saved, and would ask to leave it: that one question is answered yes.
 */
function openWhenSaved(collectionName: string, slug: string): void {
  const go = (hash: string) =>
    new Promise<void>((resolve) => {
      const confirm = window.confirm
      window.confirm = () => true
      window.addEventListener('hashchange', () => requestAnimationFrame(() => resolve(void (window.confirm = confirm))), { once: true })
      window.location.hash = hash
    })
  setTimeout(async () => {
    await go(`#/collections/${collectionName}`)
    await go(`#/collections/${collectionName}/entries/${slug}`)
  })
}

/** `implementation` with the rules across files before its saves and deletes. */
function checked(implementation: Implementation, useWorkflow: boolean): Implementation {
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
      site = await siteTexts(implementation)
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
    // A move takes its one file (GitHub's backend otherwise rewrites the whole folder in place, and never writes the new file).
    const result = await persistEntry({ ...entry, dataFiles: [...written, ...added.map(([file, raw]) => ({ path: file, slug: slugOf(file), raw }))] }, movedFile ? { ...options, hasSubfolders: false } : options)
    if (movedFile) openWhenSaved(String(options.collectionName), slugOf(movedFile))
    return result
  }

  implementation.deleteFiles = async (paths, commitMessage) => {
    const files = await siteTexts(implementation)
    const [file] = paths
    const others = [...files.keys()].filter((other) => other !== file && isArticle(other))
    if (paths.length === 1 && isArticle(file!) && others.length) {
      const data = frontMatter(files.get(file!) ?? '')
      const [prev, next] = [data.prev, data.next].map((slug) => (typeof slug === 'string' && files.has(articleFile(slug)) ? articleFile(slug) : undefined))
      const choice = await askDelete({
        title: titleOf(files.get(file!)),
        prev: prev && titleOf(files.get(prev)),
        next: next && titleOf(files.get(next)),
        articles: others.map((other) => ({ file: other, title: titleOf(files.get(other)) })).sort((a, b) => a.title.localeCompare(b.title)),
        target: next ?? prev ?? others[0]!,
        linking: linkingFiles(files, file!).map((other) => titleOf(files.get(other))),
        reviewed: useWorkflow,
      })
      if (!choice) throw new SaveRefused('nothing was deleted.')
      // One save: the article's file "moves" onto the article that takes its address (so the
      // article's file goes in the same change, a pull request on GitHub), with its neighbours and
      // the pages that linked to it.
      const changes = deleteChanges(files, file!, choice.target, choice.removeLinks)
      const moved = { path: file!, newPath: choice.target, slug: slugOf(choice.target), raw: changes.get(choice.target)! }
      changes.delete(choice.target)
      const dataFiles = [moved, ...[...changes].map(([path, raw]) => ({ path, slug: slugOf(path), raw }))]
      const saved = await persistEntry({ dataFiles, assets: [] }, { commitMessage, collectionName: file!.split('/')[1], useWorkflow, unpublished: false, status: 'draft', hasSubfolders: false })
      // Decap's Workflow tab learns of a new change only when the page loads: it opens there, with the delete waiting.
      if (useWorkflow)
        setTimeout(() => {
          window.location.hash = '#/workflow'
          window.location.reload()
        })
      return saved
    }
    const problems = deleteProblems(files, paths)
    if (problems.length) {
      showRefusals(refusalsFor(problems, (name) => files.get(name), file), DELETE_HEADING)
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
    registered.init = ((...args: unknown[]) => checked(init(...args), Boolean((args[1] as { useWorkflow?: boolean } | undefined)?.useWorkflow))) as typeof registered.init
  }
}
