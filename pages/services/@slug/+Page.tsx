// https://vike.dev/Page
import { CallToAction } from '../../../components/sections/CallToAction'
import { FeatureGrid } from '../../../components/sections/FeatureGrid'
import { FORM_HYDRATION, FormNoScript, ServiceQuote } from '../../../components/sections/Forms'
import { ServiceHero } from '../../../components/sections/ServiceHero'
import { CheckList, ServiceSections } from '../../../components/sections/ServiceSections'
import { Accordion } from '../../../components/ui/Accordion'
import { Section } from '../../../components/ui/Section'
import { withArticle } from '../../../lib/grammar'
import type { Data } from './+data'

export default function Page({ data }: { data: Data }) {
  const { site, service } = data
  return (
    <>
      <ServiceHero service={service} site={site} />

      <section id="checklist" aria-labelledby="checklist-heading" className="py-16 md:py-20">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[1.3fr_1fr] lg:px-8">
          <div>
            <h2 id="checklist-heading" className="text-3xl font-bold tracking-tight text-navy-900 md:text-4xl">
              {service.checklistHeading}
            </h2>
            <CheckList items={service.checklist} className="mt-8 text-slate-700 sm:grid-cols-2" />
          </div>
          <div>
            <ServiceQuote
              serviceName={service.serviceName}
              specialist={withArticle(`${service.serviceName.toLowerCase()} specialist`, { capitalise: true })}
              times={{ reply: site.facts.times.reply, writtenQuote: site.facts.times.writtenQuote }}
              hydrate={FORM_HYDRATION}
            />
            <FormNoScript site={site} />
          </div>
        </div>
      </section>

      <Section id="benefits" heading={`Why choose ${site.brand}`} tone="muted">
        <FeatureGrid features={service.benefits} />
      </Section>

      <ServiceSections sections={service.sections} />

      <section aria-label={`About our ${service.serviceName.toLowerCase()}`} className="py-16 md:py-20">
        {/* Built from the editor's Markdown at build time; it contains no visitor input. */}
        <div className="prose prose-slate mx-auto max-w-3xl px-4 prose-headings:text-navy-900 prose-a:text-brand-700 sm:px-6" dangerouslySetInnerHTML={{ __html: service.html }} />
      </section>

      <Section id="faq" heading="Frequently asked questions" intro={`What facility managers ask us about ${service.serviceName.toLowerCase()} in Sydney.`} tone="muted">
        <div className="mx-auto max-w-3xl">
          <Accordion name="service-faq" items={service.faq.map(({ question, answerHtml }) => ({ question, answerHtml }))} />
        </div>
      </Section>

      <CallToAction
        site={site}
        location="service"
        heading={`Ready to book ${service.serviceName.toLowerCase()}?`}
        text={`A reply within ${site.facts.times.reply}, a fixed price in writing ${site.facts.times.writtenQuote} after a free site walk, a ${site.facts.guarantee.satisfaction} satisfaction guarantee and 24/7 emergency response across Sydney.`}
      />
    </>
  )
}
