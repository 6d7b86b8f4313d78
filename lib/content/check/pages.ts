// Rules for the collections whose entries are pages of the site (collections.ts `pages`): a slug is
// its file's name, so two files never claim one page; an old address belongs to one entry and is no
// page's slug; and every root-relative link in any Markdown lands on a page, never on an old address.
import { staticRoutes } from '../../staticRoutes.ts'
import { collections, folderNames, type FolderCollection, type FolderName } from '../collections.ts'
import type { Content, LoadedContent } from '../entries.ts'
import { linkToNowhere, SLUG_FILE_NAME, type Problem } from '../problems.ts'
import { renderedMarkdown } from '../render/renderedMarkdown.ts'

type Entry = { id: string; file: string } & Record<string, unknown>

/** The editor's words for a Slug that is not its file's name: the editor moves an entry whose Slug changed, so only a hand-edited file has one. */
/** The editor's words for a link to no page of the site. */
const entriesOf = (content: Content, name: FolderName) => content[name] as unknown as Entry[]
const pagesOf = (name: FolderName) => (collections[name] as FolderCollection).pages
const aliasesOf = (name: FolderName, entry: Entry) => {
  const field = pagesOf(name)?.aliases as string | undefined
  return field ? ((entry[field] ?? []) as string[]) : []
}

/** A slug field is the file's name, so two files can never claim the same page. */
export function checkSlugs(content: Content): Problem[] {
  const problems: Problem[] = []
  for (const name of folderNames.filter((candidate) => 'slug' in (collections[candidate].schema.shape as object))) {
    const seen = new Map<string, string>()
    for (const entry of entriesOf(content, name)) {
      const slug = String(entry.slug)
      const first = seen.get(slug)
      if (first) problems.push({ rule: 'slugTaken', file: entry.file, field: 'slug', message: `"${slug}" is already used by ${first}`, editor: `is already the address of ${first}: choose another` })
      else seen.set(slug, entry.file)
      if (slug !== entry.id) problems.push({ rule: 'slugFileName', file: entry.file, field: 'slug', message: `must match the file name "${entry.id}"`, editor: SLUG_FILE_NAME })
    }
  }
  return problems
}

/** An alias is never a slug, and belongs to one entry only. */
export function checkAliases(content: Content): Problem[] {
  const problems: Problem[] = []
  for (const name of folderNames.filter((candidate) => pagesOf(candidate)?.aliases)) {
    const entries = entriesOf(content, name)
    const ids = new Map(entries.map((entry) => [entry.id, entry.file]))
    const owners = new Map<string, string[]>()
    for (const entry of entries) for (const alias of new Set(aliasesOf(name, entry))) owners.set(alias, [...(owners.get(alias) ?? []), entry.file])
    for (const entry of entries) {
      aliasesOf(name, entry).forEach((alias, index) => {
        const field = `${String(pagesOf(name)!.aliases)}.${index}`
        const idOwner = ids.get(alias)
        if (idOwner) problems.push({ rule: 'aliasIsSlug', file: entry.file, field, message: `"${alias}" is the slug of ${idOwner}; an alias must be a retired slug`, editor: `is the address of ${idOwner} today, and an old address here must be one no page uses: remove it` })
        const others = owners.get(alias)!.filter((file) => file !== entry.file)
        if (others.length) problems.push({ rule: 'aliasShared', file: entry.file, field, message: `"${alias}" is also an alias of ${others.join(', ')}`, editor: `is also an old address of ${others.join(', ')}, and an old address leads to one page only: remove it here or there` })
      })
    }
  }
  return problems
}

/** Every page of the site: the routes pages/ makes, and each page collection's entries and index pages. */
function siteRoutes(ids: LoadedContent['ids']): Set<string> {
  const routes = new Set(staticRoutes())
  for (const name of folderNames) {
    const pages = pagesOf(name)
    if (!pages) continue
    for (const id of ids[name]) routes.add(pages.route(id))
    for (const route of pages.indexRoutes?.(ids[name].length) ?? []) routes.add(route)
  }
  return routes
}

/** Every root-relative link in any Markdown lands on a route, and never on an alias. */
export function checkLinks(loaded: LoadedContent): Problem[] {
  const { content, markdown, ids } = loaded
  const routes = siteRoutes(ids)
  // An alias that is also a slug is reported by checkAliases; links to that slug are fine.
  const aliasTargets = new Map<string, { route: string; file: string }>()
  for (const name of folderNames) {
    const pages = pagesOf(name)
    if (!pages?.aliases) continue
    for (const entry of entriesOf(content, name)) {
      for (const alias of aliasesOf(name, entry)) if (!ids[name].includes(alias)) aliasTargets.set(pages.route(alias), { route: pages.route(entry.id), file: entry.file })
    }
  }
  const problems: Problem[] = []
  for (const source of markdown) {
    for (const link of renderedMarkdown(source.markdown, loaded.wordList).links) {
      const route = link.url.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1')
      const canonical = aliasTargets.get(route)
      if (!canonical && routes.has(route)) continue
      // Only for a problem: a FAQ answer's line is found by parsing its file's YAML again.
      const line = source.line + link.line - 1
      problems.push(
        canonical
          ? { rule: 'linkToAlias', file: source.file, field: 'link', line, message: `${link.url} is an alias; link to ${canonical.route}`, editor: `the link to ${link.url} uses an old address of ${canonical.file}: link to ${canonical.route}` }
          : { rule: 'link', file: source.file, field: 'link', line, message: `${link.url} is not a page of this site`, editor: linkToNowhere(link.url) },
      )
    }
  }
  return problems
}
