// The pages a pull request changes, linked from its deploy preview's comment (.github/workflows/ci.yml):
// each content file it adds or changes, as the page that shows it (lib/content/entryPage.ts).
import { collections } from '../../content/collections.ts'
import { entryPage } from '../../content/entryPage.ts'
import { collectionForFile } from '../../editor/editorData.ts'

/**
 * The routes of the pages showing `files` (paths in the repository), each once, in URL order. A
 * single file (site.yaml, facts.yaml, the testimonials) shows on every page, so it names the home
 * page; files that are no content (code, pictures) name none.
 */
export function previewPages(files: readonly string[], staticRoutes: ReadonlySet<string>): string[] {
  const routes = new Set<string>()
  for (const file of files) {
    const found = collectionForFile(file)
    if (!found) continue
    const collection = collections[found.name]
    const route = collection.kind === 'file' ? '/' : entryPage(collection, found.id!, staticRoutes)
    if (route) routes.add(route)
  }
  return [...routes].sort()
}
