// https://vike.dev/onBeforePrerenderStart
import { getCollection } from '../../../../lib/content/store'
import { moreBlogPageRoutes } from '../../../../lib/routes'
import { blogIndexData } from '../../blogIndexData'

/**
 * The blog index's pages after the first (none until the blog outgrows /blog), with their data, so
 * a build reuses a page when its data did not change (lib/build/incremental/pagePlan.ts).
 */
export function onBeforePrerenderStart() {
  return moreBlogPageRoutes(getCollection('posts').length).map((url, index) => ({ url, pageContext: { data: blogIndexData(index + 2) } }))
}
