// What an article page shows, by slug: its +data hook returns this, and the build compares it with
// the previous build's to reuse pages whose data did not change (lib/build/incremental/buildState.ts).
import { render } from 'vike/abort'
import type { Head } from '../../renderer/PageContext'
import type { PageInputs } from '../build/incremental/buildState'
import { getCollection, getEntry, getMovedEntry } from '../content/store'
import { serviceLinks } from '../navigation'
import { postRoute } from '../routes'
import { blogPosting, breadcrumbList } from '../structuredData'

export function articlePageData(slug: string) {
  const site = getCollection('site')
  const post = getEntry('posts', slug)
  if (!post) {
    const moved = getMovedEntry('posts', slug)
    if (moved) return { redirectTo: postRoute(moved.slug) }
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
  return { head, site, post: article, prev: neighbour(post.prev), next: neighbour(post.next) }
}

/** Every article page and what it is made from: a build renders again only those whose inputs changed. */
export function articlePageInputs(): PageInputs[] {
  // The chrome around every page lists the services, so they are part of every page's inputs.
  const chrome = serviceLinks(getCollection('services'))
  return getCollection('posts').map((post) => ({ url: postRoute(post.slug), inputs: [articlePageData(post.slug), chrome] }))
}

export type ArticlePageData = Exclude<ReturnType<typeof articlePageData>, { redirectTo: string }>
