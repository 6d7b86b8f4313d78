// The rules of a save or delete that reach into other files, on texts handed in: an article's new
// neighbour gets its link back, a deleted article leaves its series whole and its address to another
// article, and any other delete is refused while other pages still link to the entry.
// Pure, so the local server (saveGuard.ts, reading the working tree) and the web editor's checking
// backend (admin/checkedBackend.ts, reading GitHub or test-repo through Decap) apply them alike,
// in the content check's own words.
import { parse } from 'yaml'
import { collections, type FolderCollection } from '../content/collections.ts'
import { collectionPath } from '../content/collectionPath.ts'
import { linkToNowhere, type Problem } from '../content/problems.ts'
import { collectionForFile } from './editorData.ts'
import { joinText, splitText } from './entryText.ts'
import { patchYaml } from './stableYaml.ts'

/** Where the articles are, whose prev/next chains a save keeps whole. */
const ARTICLES = collectionPath('posts')

export const isArticle = (file: string) => file.startsWith(`${ARTICLES}/`) && file.endsWith('.md')
export const articleFile = (slug: string) => `${ARTICLES}/${slug}.md`

/** The front matter of a Markdown text as data ({} when it does not parse: the check says why). */
export function frontMatter(text: string): Record<string, unknown> {
  try {
    return ((parse(splitText(text, true).matter) as Record<string, unknown> | null) ?? {}) as Record<string, unknown>
  } catch {
    return {}
  }
}

const CHAIN = [
  ['prev', 'next', 'next'],
  ['next', 'prev', 'prev'],
] as const

/** The files of the articles that `files` name as prev or next: those linkNeighbours reads. */
export function neighbourFiles(files: ReadonlyMap<string, string>): string[] {
  const named = [...files].filter(([file]) => isArticle(file)).flatMap(([, text]) => CHAIN.map(([field]) => frontMatter(text)[field]))
  return [...new Set(named.filter((slug): slug is string => typeof slug === 'string' && slug !== '').map(articleFile))].filter((file) => !files.has(file))
}

/**
 * An article that names a neighbour at the end of its chain (or between two articles it is put
 * between) gives that neighbour the link back, so one save keeps the chain whole: the neighbour's
 * file is added to `files` with one line changed. Any other mismatch is left for the check to
 * refuse with its message. `read` gives an article's text as the repository holds it.
 */
export function linkNeighbours(files: Map<string, string>, read: (file: string) => string | undefined): void {
  for (const [file, text] of [...files]) {
    if (!isArticle(file)) continue
    const post = frontMatter(text) as Record<string, string | null>
    for (const [field, back, other] of CHAIN) {
      const neighbourSlug = post[field]
      if (!neighbourSlug) continue
      const neighbourFile = articleFile(neighbourSlug)
      const neighbourText = files.get(neighbourFile) ?? read(neighbourFile)
      if (neighbourText === undefined) continue
      const neighbour = splitText(neighbourText, true)
      const data = frontMatter(neighbourText)
      if (data[back] === post.slug || (data[back] !== null && data[back] !== post[other])) continue
      const matter = patchYaml(neighbour.matter, { ...data, [back]: post.slug })
      files.set(neighbourFile, joinText({ matter, body: neighbour.body }, true))
    }
  }
}

/** The page an entry's file is: its route, or undefined for a file that is no page of its own. */
export function routeOf(file: string): string | undefined {
  const found = collectionForFile(file)
  const pages = found?.id ? (collections[found.name] as FolderCollection).pages : undefined
  return pages ? pages.route(found!.id!) : undefined
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Every link in `text` to `route` (with a trailing slash, a #fragment or ?query or not), with its
 * line: Markdown links `[..](/route)` and `[..]: /route` references, and HTML `href="/route"`,
 * wherever they stand (the body, or an FAQ answer in the front matter).
 */
export function linksTo(text: string, route: string): { url: string; line: number; index: number }[] {
  const pattern = new RegExp(`(\\]\\(\\s*<?|^[ \\t]*\\[[^\\]\\n]+\\]:[ \\t]*<?|href=["'])(${escapeRegExp(route)}/?(?:[#?][^\\s)"'>]*)?)(?=[\\s)"'>]|$)`, 'gm')
  return [...text.matchAll(pattern)].map((match) => {
    const index = match.index + match[1]!.length
    return { url: match[2]!, line: text.slice(0, index).split('\n').length, index }
  })
}

/**
 * What deleting `deleted` (other than an article, which deleteChanges takes out) would leave
 * broken in the other files: each link to its page, in the content check's words (check/pages.ts),
 * so refusalsFor says them as the local server's whole check does.
 */
export function deleteProblems(files: ReadonlyMap<string, string>, deleted: string[]): Problem[] {
  const routes = deleted.map(routeOf).filter((route): route is string => route !== undefined)
  const problems: Problem[] = []
  for (const [file, text] of files) {
    if (deleted.includes(file) || !file.endsWith('.md')) continue
    for (const route of routes) for (const { url, line } of linksTo(text, route)) problems.push({ rule: 'link', file, field: 'link', line, message: `${url} is not a page of this site`, editor: linkToNowhere(url) })
  }
  return problems.sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0))
}

/** The field that lists an entry's old ids (collections.ts `pages.aliases`): only entries with one can move. */
export function aliasField(file: string): string | undefined {
  const found = collectionForFile(file)
  const field = found?.id ? (collections[found.name] as FolderCollection).pages?.aliases : undefined
  return field ? String(field) : undefined
}

/**
 * The file an existing entry moves to when its Slug field was changed, or undefined when it stays
 * (or its collection keeps no old addresses, where the check holds the slug to the file's name).
 */
export function movedTo(file: string, data: Record<string, unknown>): string | undefined {
  const id = collectionForFile(file)?.id
  if (!aliasField(file) || typeof data.slug !== 'string' || !data.slug || data.slug === id) return undefined
  return `${file.slice(0, file.lastIndexOf('/'))}/${data.slug}.md`
}

/** The id of an entry's file: content/blog/x.md is "x". */
const idOf = (file: string) => collectionForFile(file)?.id ?? ''

/**
 * A moved entry's text: its old id joins its aliases, so the old address redirects to the new one
 * (lib/build/hosting/hostingFiles.ts); moving back to an old id takes that id off the list.
 */
export function withOldAddress(text: string, from: string, to: string): string {
  const field = aliasField(to)
  if (!field) return text
  const { matter, body } = splitText(text, true)
  const data = frontMatter(text)
  const aliases = ((data[field] ?? []) as string[]).filter((alias) => alias !== idOf(to))
  if (!aliases.includes(idOf(from))) aliases.push(idOf(from))
  return joinText({ matter: patchYaml(matter, { ...data, [field]: aliases }), body }, true)
}

/**
 * The files a move of `from` to `to` changes, with their new texts: every link to the old page now
 * goes to the new one (its #fragment kept), and an article's prev or next naming the old slug names
 * the new one. `files` holds the site as it will be (the moved entry under `to`).
 */
export function moveChanges(files: ReadonlyMap<string, string>, from: string, to: string): Map<string, string> {
  const [oldRoute, newRoute] = [routeOf(from), routeOf(to)]
  const [oldId, newId] = [idOf(from), idOf(to)]
  const changes = new Map<string, string>()
  for (const [file, text] of files) {
    let changed = oldRoute && newRoute ? relinked(text, oldRoute, newRoute) : text
    if (isArticle(from) && isArticle(file)) {
      const data = frontMatter(changed)
      const renamed = Object.fromEntries(CHAIN.filter(([field]) => data[field] === oldId).map(([field]) => [field, newId]))
      if (Object.keys(renamed).length) {
        const { matter, body } = splitText(changed, true)
        changed = joinText({ matter: patchYaml(matter, { ...data, ...renamed }), body }, true)
      }
    }
    if (changed !== text) changes.set(file, changed)
  }
  return changes
}

/** `text` with every link to `from` going to `to` instead (its #fragment or ?query kept). */
const relinked = (text: string, from: string, to: string) =>
  linksTo(text, from).reverse().reduce((changed, { url, index }) => changed.slice(0, index) + to + url.slice(from.length) + changed.slice(index + url.length), text)

/** `text`'s front matter with `values` set, each other line as it was. */
const withValues = (text: string, values: Record<string, unknown>) => {
  const { matter, body } = splitText(text, true)
  return joinText({ matter: patchYaml(matter, { ...frontMatter(text), ...values }), body }, true)
}

/** The files whose text links to the page of `file` (not `file` itself). */
export function linkingFiles(files: ReadonlyMap<string, string>, file: string): string[] {
  const route = routeOf(file)
  return route ? [...files].filter(([other, text]) => other !== file && linksTo(text, route).length).map(([other]) => other) : []
}

/**
 * The files deleting the article `deleted` changes, with their new texts, so nothing is left
 * pointing at it: its neighbours name each other (a neighbour at the end of the series names none),
 * `target` takes its slug and its aliases, so its old addresses redirect there, and each link to
 * its page is removed, its words kept (`removeLinks`), or goes to `target`'s page. `files` holds the
 * site as it stands.
 */
export function deleteChanges(files: ReadonlyMap<string, string>, deleted: string, target: string, removeLinks: boolean): Map<string, string> {
  const changes = new Map<string, string>()
  const textOf = (file: string) => changes.get(file) ?? files.get(file)!
  const gone = frontMatter(files.get(deleted)!)
  for (const [field, back, other] of CHAIN) {
    const neighbour = typeof gone[field] === 'string' ? articleFile(gone[field]) : undefined
    if (neighbour && files.has(neighbour)) changes.set(neighbour, withValues(textOf(neighbour), { [back]: gone[other] ?? null }))
  }
  const field = aliasField(target)!
  const aliases = [...((frontMatter(textOf(target))[field] ?? []) as string[]), idOf(deleted), ...((gone[field] ?? []) as string[])]
  changes.set(target, withValues(textOf(target), { [field]: [...new Set(aliases)] }))
  const [route, targetRoute] = [routeOf(deleted)!, routeOf(target)!]
  for (const file of linkingFiles(files, deleted)) {
    const text = removeLinks ? textOf(file).replace(new RegExp(`\\[([^\\]\\n]*)\\]\\(\\s*<?${escapeRegExp(route)}/?(?:[#?][^\\s)>]*)?>?(?:\\s+"[^"\\n]*")?\\s*\\)`, 'g'), '$1') : textOf(file)
    // A link written otherwise (a reference, an HTML link) is kept, going to the target's page.
    changes.set(file, relinked(text, route, targetRoute))
  }
  return changes
}
