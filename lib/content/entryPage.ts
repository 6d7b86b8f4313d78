// The page a visitor reads an entry on, from collections.ts and the routes of pages/: the web
// editor's links to the page and its deploy preview (lib/editor/decapConfig.ts `preview_path`) and the
// pull request's list of changed pages (lib/build/hosting/previewPages.ts) both ask here.
import type { FolderCollection } from './collections.ts'

/**
 * The route of a folder entry's page (`id` may be Decap's '{{slug}}' template): its own page
 * (collections.ts `pages.route`); else the page named like it (a prose page: about.md on /about); else
 * the page named like its folder (FAQ groups, all on /faq); undefined when the site shows it on no page.
 */
export function entryPage(collection: FolderCollection, id: string, staticRoutes: ReadonlySet<string>): string | undefined {
  if (collection.pages) return collection.pages.route(id)
  if (staticRoutes.has(`/${id}`)) return `/${id}`
  if (staticRoutes.has(`/${collection.folder}`)) return `/${collection.folder}`
  return undefined
}
