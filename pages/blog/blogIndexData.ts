// What a page of the blog index shows: its share of the article cards, newest first, and the way
// to the pages before and after it. With up to POSTS_PER_BLOG_PAGE articles there is one page.
// /blog and /blog/page/@page read it; the later pages' +onBeforePrerenderStart.ts hands a full
// build the data of all of them at once, and the build reuses a page whose data did not change.
import { render } from 'vike/abort'
import type { BlogPagination } from '../../components/sections/BlogIndex'
import type { PostCard } from '../../components/sections/PostGrid'
import { getCollection } from '../../lib/content/store.ts'
import { blogPageCount, blogPageRoute, POSTS_PER_BLOG_PAGE } from '../../lib/routes.ts'
import type { Head } from '../../renderer/PageContext'

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

export type BlogIndexData = ReturnType<typeof blogIndexData>
