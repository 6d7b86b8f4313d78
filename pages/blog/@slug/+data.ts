// https://vike.dev/data
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { getContent } from '../../../lib/content/getContent'
import { postIndex } from '../../../lib/content/loadContent'
import { postRoute } from '../../../lib/routes'
import { blogPosting, breadcrumbList } from '../../../lib/structuredData'
import type { Head } from '../../../renderer/PageContext'

export function data(pageContext: PageContextServer) {
  const content = getContent()
  const { site } = content
  const { bySlug, byAlias } = postIndex(content)
  const slug = pageContext.routeParams.slug ?? ''
  const post = bySlug.get(slug)
  if (!post) {
    const moved = byAlias.get(slug)
    if (moved) return { redirectTo: postRoute(moved.slug) }
    throw render(404)
  }
  const neighbour = (neighbourSlug: string | null) => {
    const found = neighbourSlug ? bySlug.get(neighbourSlug) : undefined
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

export type Data = Exclude<ReturnType<typeof data>, { redirectTo: string }>
