import type { PageEntry } from '../../lib/content/entries'
import type { Site } from '../../lib/content/schema'
import { CallToAction } from './CallToAction'
import { PageHeader } from './PageHeader'

/** A page whose body is one Markdown file: heading band, readable text, closing call to action. */
export function ProsePage({ data }: { data: { site: Site; page: Pick<PageEntry, 'id' | 'heading' | 'intro' | 'lastUpdated' | 'html'> } }) {
  const { page, site } = data
  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro}>
        {page.lastUpdated && <p className="mt-4 text-sm text-slate-300">Last updated: {page.lastUpdated}</p>}
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 md:py-16">
        {/* Built from the editor's Markdown at build time; it contains no visitor input. */}
        <div className="prose prose-slate max-w-none prose-headings:text-navy-900 prose-a:text-brand-700" dangerouslySetInnerHTML={{ __html: page.html }} />
      </div>
      <CallToAction site={site} location={page.id} heading="Talk to us about your site" text={`We reply to every enquiry within ${site.facts.times.reply}, and the emergency line is open 24/7.`} />
    </>
  )
}
