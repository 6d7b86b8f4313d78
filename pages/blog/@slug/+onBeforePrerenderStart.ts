// https://vike.dev/onBeforePrerenderStart
import { getContent } from '../../../lib/content/getContent'
import { postRoute } from '../../../lib/routes'

/** One page per article, plus a redirect page for each of its aliases. */
export function onBeforePrerenderStart() {
  const { posts } = getContent()
  return [...posts.map((post) => postRoute(post.slug)), ...posts.flatMap((post) => post.aliases.map(postRoute))]
}
