// https://vike.dev/onBeforePrerenderStart
import { reuseUnchangedPages } from '../../../lib/build/incremental/previousBuild'
import { getContent } from '../../../lib/content/getContent'
import { articlePageInputs } from '../../../lib/pages/articlePage'
import { postRoute } from '../../../lib/routes'

/**
 * One page per article, plus a redirect page for each of its aliases. Articles whose page would
 * come out as in the previous build move over from it instead (lib/build/incremental/previousBuild.ts), so Vike
 * renders only the new and changed ones; redirect pages are too small to be worth it.
 */
export function onBeforePrerenderStart() {
  const content = getContent()
  const redirects = content.posts.flatMap((post) => post.aliases.map(postRoute))
  return [...reuseUnchangedPages(articlePageInputs(content)), ...redirects]
}
