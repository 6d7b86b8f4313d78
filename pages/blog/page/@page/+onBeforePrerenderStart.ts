// https://vike.dev/onBeforePrerenderStart
import { getCollection } from '../../../../lib/content/store'
import { moreBlogPageRoutes } from '../../../../lib/routes'

/** The blog index's pages after the first: none until the blog outgrows /blog. */
export function onBeforePrerenderStart() {
  return moreBlogPageRoutes(getCollection('posts').length)
}
