// https://vike.dev/Page
import { PhoneLink } from '../../components/chrome/PhoneLink'
import { CallToAction } from '../../components/sections/CallToAction'
import { PageHeader } from '../../components/sections/PageHeader'
import { Accordion } from '../../components/ui/Accordion'
import type { Data } from './+data'

export default function Page({ data }: { data: Data }) {
  const { site, faqGroups } = data
  return (
    <>
      <PageHeader heading="Frequently Asked Questions">
        <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-100">
          Can't find your answer here? Call us on{' '}
          <PhoneLink phone={site.phone} location="faq-intro" icon={false} className="font-semibold text-white underline" /> or{' '}
          <a href="/contact" className="font-semibold text-white underline">
            send us an enquiry
          </a>{' '}
          and we'll reply within {site.facts.times.reply}.
        </p>
      </PageHeader>
      <div className="mx-auto max-w-3xl space-y-12 px-4 py-14 sm:px-6 md:py-20">
        {faqGroups.map((group) => (
          <section key={group.title} aria-labelledby={`faq-group-${group.order}`}>
            <h2 id={`faq-group-${group.order}`} className="mb-5 text-2xl font-bold text-navy-900">
              {group.title}
            </h2>
            <Accordion name={`faq-group-${group.order}`} items={group.items} />
          </section>
        ))}
      </div>
      <CallToAction site={site} location="faq" heading="Still have a question?" text={`Our team answers every enquiry within ${site.facts.times.reply}, and the phone is answered 24/7 for emergencies.`} />
    </>
  )
}
