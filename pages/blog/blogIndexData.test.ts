import { describe, expect, test } from 'vitest'
import { moreBlogPageRoutes, POSTS_PER_BLOG_PAGE } from '../../lib/routes'
import { blogPagination } from './blogIndexData'

describe('blog index pages', () => {
  test('up to one page of articles is /blog alone, with no way to other pages', () => {
    expect(blogPagination(20, 1)).toEqual({ page: 1, pages: 1, first: 0, end: 20, newer: undefined, older: undefined })
    expect(blogPagination(POSTS_PER_BLOG_PAGE, 2)).toBeUndefined()
    expect(moreBlogPageRoutes(20)).toEqual([])
  })

  test('more articles continue at /blog/page/2 on, each page linking to its neighbours', () => {
    const count = POSTS_PER_BLOG_PAGE * 2 + 5
    expect(moreBlogPageRoutes(count)).toEqual(['/blog/page/2', '/blog/page/3'])
    expect(blogPagination(count, 1)).toMatchObject({ first: 0, end: POSTS_PER_BLOG_PAGE, newer: undefined, older: '/blog/page/2' })
    expect(blogPagination(count, 2)).toMatchObject({ first: POSTS_PER_BLOG_PAGE, newer: '/blog', older: '/blog/page/3' })
    expect(blogPagination(count, 3)).toMatchObject({ first: POSTS_PER_BLOG_PAGE * 2, end: count, newer: '/blog/page/2', older: undefined })
  })

  test('pages that do not exist are not pages', () => {
    for (const page of [0, -1, 4, 1.5, Number.NaN]) expect(blogPagination(POSTS_PER_BLOG_PAGE * 2 + 5, page)).toBeUndefined()
  })
})
