// https://vike.dev/onBeforePrerenderStart
import { getCollection } from '../../../lib/content/store'
import { postRoute } from '../../../lib/routes'

/** One page per article, plus a redirect page for each of its aliases. */
export function onBeforePrerenderStart() {
  const posts = getCollection('posts')
  return [...posts.map((post) => postRoute(post.slug)), ...posts.flatMap((post) => post.aliases.map(postRoute))]
}
