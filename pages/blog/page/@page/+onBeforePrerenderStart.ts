// https://vike.dev/onBeforePrerenderStart
import { reuseUnchangedPages } from '../../../../lib/build/previousBuild'
import { getContent } from '../../../../lib/content/getContent'
import { serviceLinks } from '../../../../lib/navigation'
import { blogIndexData } from '../../../../lib/pages/blogIndex'
import { moreBlogPageRoutes } from '../../../../lib/routes'

/** The blog index's pages after the first: none until there are more articles than fit /blog. */
export function onBeforePrerenderStart() {
  const { posts, services } = getContent()
  // The chrome around every page lists the services, so they are part of every page's inputs.
  const chrome = serviceLinks(services)
  const pages = moreBlogPageRoutes(posts.length).map((url, index) => ({ url, inputs: [blogIndexData(index + 2), chrome] }))
  return reuseUnchangedPages(pages)
}
