// https://vike.dev/onBeforePrerenderStart
import { reuseUnchangedPages } from '../../../lib/build/previousBuild'
import { getContent } from '../../../lib/content/getContent'
import { serviceLinks } from '../../../lib/navigation'
import { articlePageData } from '../../../lib/pages/articlePage'
import { postRoute } from '../../../lib/routes'

/**
 * One page per article, plus a redirect page for each of its aliases. Articles whose page would
 * come out as in the previous build move over from it instead (lib/build/previousBuild.ts), so Vike
 * renders only the new and changed ones; redirect pages are too small to be worth it.
 */
export function onBeforePrerenderStart() {
  const { posts, services } = getContent()
  // The chrome around every page lists the services, so they are part of every page's inputs.
  const chrome = serviceLinks(services)
  const articles = posts.map((post) => ({ url: postRoute(post.slug), inputs: [articlePageData(post.slug), chrome] }))
  const redirects = posts.flatMap((post) => post.aliases.map(postRoute))
  return [...reuseUnchangedPages(articles), ...redirects]
}
