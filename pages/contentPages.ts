// Every page whose address or data comes from the content, by the Vike page that shows it, each
// with the data a build keys it by (lib/build/pagePlan.ts). Each page's +onBeforePrerenderStart
// hook hands Vike its own list (https://vike.dev/onBeforePrerenderStart); a content rebuild, which
// runs without Vite, takes them all from here (lib/build/contentRebuild.ts), so both build paths
// list the same pages. A page whose addresses the content decides must be listed here: a content
// rebuild that finds another one in the last build makes a full build instead.
import { movedPages } from '../lib/content/movedPages.ts'
import { getCollection } from '../lib/content/store.ts'
import { moreBlogPageRoutes, postRoute, serviceRoute } from '../lib/routes.ts'
import { articleData } from './blog/@slug/articleData.ts'
import { blogIndexData } from './blog/blogIndexData.ts'
import { prosePageData } from './prosePageData.ts'
import { serviceData } from './services/@slug/serviceData.ts'

/** A page and its data, or an old address (a redirect page, which always renders). */
export type ContentPage = { url: string; pageContext: { data: unknown } } | string

/** A page of content/pages/<name>.md, on the route named like it (as lib/content/entryPage.ts finds a prose page). */
const prosePage = (name: string) => () => [{ url: `/${name}`, pageContext: { data: prosePageData(name) } }]

export const contentPages: Record<string, () => ContentPage[]> = {
  '/pages/blog/@slug': () => [
    ...getCollection('posts').map((post) => ({ url: postRoute(post.slug), pageContext: { data: articleData(post.slug) } })),
    ...movedPages(['posts']).map(({ from }) => from),
  ],
  '/pages/services/@slug': () => [
    ...getCollection('services').map((service) => ({ url: serviceRoute(service.slug), pageContext: { data: serviceData(service.slug) } })),
    ...movedPages(['services']).map(({ from }) => from),
  ],
  // The blog index's pages after the first: none until the blog outgrows /blog.
  '/pages/blog/page/@page': () => moreBlogPageRoutes(getCollection('posts').length).map((url, index) => ({ url, pageContext: { data: blogIndexData(index + 2) } })),
  '/pages/about': prosePage('about'),
  '/pages/careers': prosePage('careers'),
  '/pages/contact': prosePage('contact'),
  '/pages/privacy': prosePage('privacy'),
  '/pages/terms': prosePage('terms'),
}
