// https://vike.dev/onBeforePrerenderStart
import { movedPages } from '../../../lib/content/movedPages'
import { getCollection } from '../../../lib/content/store'
import { postRoute } from '../../../lib/routes'
import { articleData } from './articleData'

/**
 * One page per article with its data, so a build reuses the page when the data did not change
 * (lib/build/incremental/pagePlan.ts), and a redirect page per alias.
 */
export function onBeforePrerenderStart() {
  const posts = getCollection('posts')
  return [...posts.map((post) => ({ url: postRoute(post.slug), pageContext: { data: articleData(post.slug) } })), ...movedPages(['posts']).map(({ from }) => from)]
}
