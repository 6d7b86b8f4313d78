// https://vike.dev/onBeforePrerenderStart
import { getContent } from '../../../../lib/content/getContent'
import { moreBlogPageRoutes } from '../../../../lib/routes'

/** The blog index's pages after the first: none until the blog outgrows /blog. */
export function onBeforePrerenderStart() {
  return moreBlogPageRoutes(getContent().posts.length)
}
