// Every old address of the site's pages: each page collection's aliases (collections.ts
// `pages.aliases`), with the page each moved to. The build writes a redirect page at each old address
// (the pages' onBeforePrerenderStart hooks) and a 301 rule per address in _redirects
// (lib/build/hosting/hostingFiles.ts), so no collection's old addresses are listed by hand.
import { collections, folderNames, type FolderCollection, type FolderName } from './collections.ts'
import { getCollection, getMovedEntry } from './store.ts'

export interface MovedPage {
  /** The old address. */
  from: string
  /** The page's address now. */
  to: string
}

/** The old addresses of one collection's pages, or of every page collection's. */
export function movedPages(names: readonly FolderName[] = folderNames): MovedPage[] {
  return names.flatMap((name) => {
    const pages = (collections[name] as FolderCollection).pages
    if (!pages?.aliases) return []
    const entries = getCollection(name) as unknown as ({ id: string } & Record<string, unknown>)[]
    return entries.flatMap((entry) => ((entry[String(pages.aliases)] ?? []) as string[]).map((alias) => ({ from: pages.route(alias), to: pages.route(entry.id) })))
  })
}

/** Where the page that had `oldId` lives now (an alias's page), if one did: what its redirect page names. */
export function movedTo(name: FolderName, oldId: string): string | undefined {
  const pages = (collections[name] as FolderCollection).pages
  const moved = getMovedEntry(name, oldId) as { id: string } | undefined
  return moved && pages?.route(moved.id)
}
