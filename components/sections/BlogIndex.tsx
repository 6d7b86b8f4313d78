import type { Site } from '../../lib/content/schema'
import ArrowLeft from 'lucide-react/icons/arrow-left'
import ArrowRight from 'lucide-react/icons/arrow-right'
import { CallToAction } from './CallToAction'
import { PageHeader } from './PageHeader'
import { PostGrid, type PostCard } from './PostGrid'

/** Where a page of the index stands among them, and the addresses of its neighbours. */
export interface BlogPagination {
  page: number
  pages: number
  newer?: string
  older?: string
}

/** A page of the blog index: /blog, and /blog/page/2 on when there are more articles than fit one page. */
export function BlogIndex({ data }: { data: { site: Site; posts: PostCard[]; pagination: BlogPagination } }) {
  const { site, posts, pagination } = data
  return (
    <>
      <PageHeader
        heading={pagination.page === 1 ? 'Commercial Cleaning Insights' : `Commercial Cleaning Insights, Page ${pagination.page}`}
        intro="Plain advice for Sydney business owners and facility managers: how often to clean, what it should cost, how to choose a cleaner and how to hold them to a standard."
      />
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20 lg:px-8">
        <PostGrid posts={posts} />
        {/* On a phone the links say only Newer and Older, so the three fit one line; "articles" stays for screen readers. */}
        {pagination.pages > 1 && (
          <nav aria-label="Blog pages" className="mt-12 flex items-center justify-between gap-4 border-t border-slate-200 pt-6">
            {pagination.newer ? (
              <a href={pagination.newer} className="inline-flex items-center gap-1 whitespace-nowrap font-semibold text-brand-700 hover:underline">
                <ArrowLeft className="size-4" /> Newer<span className="sr-only sm:not-sr-only"> articles</span>
              </a>
            ) : (
              <span />
            )}
            <p className="whitespace-nowrap text-sm text-slate-600">
              Page {pagination.page} of {pagination.pages}
            </p>
            {pagination.older ? (
              <a href={pagination.older} className="inline-flex items-center gap-1 whitespace-nowrap font-semibold text-brand-700 hover:underline">
                Older<span className="sr-only sm:not-sr-only"> articles</span> <ArrowRight className="size-4" />
              </a>
            ) : (
              <span />
            )}
          </nav>
        )}
      </div>
      <CallToAction
        site={site}
        location="blog"
        heading="Ready for a cleaner workplace?"
        text={`Tell us about your site: we reply within ${site.facts.times.reply} and walk it with you, free, before we fix the price.`}
        quoteLabel="Get Your Free Quote"
      />
    </>
  )
}
