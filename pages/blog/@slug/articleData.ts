// What an article page shows, by slug, or where an old address moved: +data.ts returns it in
// `vike dev` and for a content rebuild's pages, +onBeforePrerenderStart.ts for every article at
// once when a full build prerenders, and the build reuses a page whose data did not change.
import { render } from 'vike/abort'
import { buildDate } from '../../../lib/content/publication.ts'
import { waitingFor } from '../../../lib/content/publicationDate.ts'
import { movedTo } from '../../../lib/content/movedPages.ts'
import { getCollection, getEntry } from '../../../lib/content/store.ts'
import { postRoute } from '../../../lib/routes.ts'
import { blogPosting, breadcrumbList } from '../../../lib/structuredData.ts'
import type { Head } from '../../../renderer/PageContext'

export function articleData(slug: string) {
  const site = getCollection('site')
  const post = getEntry('posts', slug)
  if (!post) {
    const redirectTo = movedTo('posts', slug)
    if (redirectTo) return { redirectTo }
    throw render(404)
  }
  const neighbour = (neighbourSlug: string | null) => {
    const found = neighbourSlug ? getEntry('posts', neighbourSlug) : undefined
    return found && { href: postRoute(found.slug), title: found.navTitle ?? found.title }
  }
  const head: Head = {
    title: post.title,
    description: post.description,
    ogType: 'article',
    structuredData: [
      blogPosting(site, post),
      breadcrumbList(site, [
        { name: 'Home', path: '/' },
        { name: 'Blog', path: '/blog' },
        { name: post.title, path: postRoute(post.slug) },
      ]),
    ],
  }
  const { file: _file, aliases: _aliases, ...article } = post
  // Only `npm run dev` shows an article that waits (a build leaves it out): it says so on the page.
  const waiting = waitingFor(post, buildDate())
  return { head, site, post: article, prev: neighbour(post.prev), next: neighbour(post.next), ...(waiting && { waiting }) }
}

export type ArticleData = Exclude<ReturnType<typeof articleData>, { redirectTo: string }>
