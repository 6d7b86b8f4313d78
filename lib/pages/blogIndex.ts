// What a page of the blog index shows: its share of the article cards, newest first, and the way
// to the pages before and after it. With up to POSTS_PER_BLOG_PAGE articles there is one page.
import { render } from 'vike/abort'
import type { PostCard } from '../../components/sections/PostGrid'
import type { Head } from '../../renderer/PageContext'
import type { PageInputs } from '../build/incremental/buildState'
import { getCollection } from '../content/store'
import { serviceLinks } from '../navigation'
import { blogPageCount, blogPageRoute, moreBlogPageRoutes, POSTS_PER_BLOG_PAGE } from '../routes'

export interface BlogPagination {
  page: number
  pages: number
  newer?: string
  older?: string
}

/** Which cards a page holds and where its neighbours are; undefined for a page that does not exist. */
export function blogPagination(postCount: number, page: number): (BlogPagination & { first: number; end: number }) | undefined {
  const pages = blogPageCount(postCount)
  if (!Number.isInteger(page) || page < 1 || page > pages) return undefined
  return {
    page,
    pages,
    first: (page - 1) * POSTS_PER_BLOG_PAGE,
    end: Math.min(page * POSTS_PER_BLOG_PAGE, postCount),
    newer: page > 1 ? blogPageRoute(page - 1) : undefined,
    older: page < pages ? blogPageRoute(page + 1) : undefined,
  }
}

const TITLE = 'Commercial Cleaning Blog: Guides for Sydney Businesses'
const DESCRIPTION = 'Practical guides on commercial cleaning in Sydney: schedules, costs, choosing a cleaner, insurance, safety and getting the results you pay for.'

export function blogIndexData(page: number) {
  const site = getCollection('site')
  const posts = getCollection('posts')
  const where = blogPagination(posts.length, page)
  if (!where) throw render(404)
  const { first, end, ...pagination } = where
  const head: Head =
    page === 1
      ? { title: TITLE, description: DESCRIPTION }
      : {
          title: `Commercial Cleaning Blog, Page ${page} of ${pagination.pages}`,
          description: `Older guides on commercial cleaning in Sydney, page ${page} of ${pagination.pages}: schedules, costs, choosing a cleaner, insurance and safety.`,
        }
  // The cards only: article bodies would bloat the build's memory for nothing.
  const cards: PostCard[] = posts.slice(first, end).map(({ slug, title, description, category, date, readTime, heroImage }) => ({ slug, title, description, category, date, readTime, heroImage }))
  return { head, site, posts: cards, pagination }
}

/** The blog index's pages after the first (none until there are more articles than fit /blog), with what each is made from. */
export function blogIndexPageInputs(): PageInputs[] {
  // The chrome around every page lists the services, so they are part of every page's inputs.
  const chrome = serviceLinks(getCollection('services'))
  return moreBlogPageRoutes(getCollection('posts').length).map((url, index) => ({ url, inputs: [blogIndexData(index + 2), chrome] }))
}

export type BlogIndexData = ReturnType<typeof blogIndexData>
