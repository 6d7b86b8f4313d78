// https://vike.dev/Page
import { CallToAction } from '../../components/sections/CallToAction'
import { PageHeader } from '../../components/sections/PageHeader'
import { PostGrid } from '../../components/sections/PostGrid'
import type { Data } from './+data'

export default function Page({ data }: { data: Data }) {
  const { site, posts } = data
  return (
    <>
      <PageHeader
        heading="Commercial Cleaning Insights"
        intro="Plain advice for Sydney business owners and facility managers: how often to clean, what it should cost, how to choose a cleaner and how to hold them to a standard."
      />
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20 lg:px-8">
        <PostGrid posts={posts} />
      </div>
      <CallToAction
        site={site}
        location="blog"
        heading="Ready for a cleaner workplace?"
        text="Tell us about your site and get a fixed-price cleaning quote within 24 hours."
        quoteLabel="Get Your Free Quote"
      />
    </>
  )
}
