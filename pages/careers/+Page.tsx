// https://vike.dev/Page
import BriefcaseBusiness from 'lucide-react/icons/briefcase-business'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { Careers, FORM_HYDRATION, FormNoScript } from '../../components/sections/Forms'
import { PageHeader } from '../../components/sections/PageHeader'
import { Icon } from '../../components/ui/Icon'
import { Section } from '../../components/ui/Section'
import type { Data } from './+data'

export default function Page({ data }: { data: Data }) {
  const { site, page } = data
  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro} />
      <div className="bg-cta text-navy-950">
        <div className="mx-auto flex max-w-7xl flex-col items-center gap-2 px-4 py-6 text-center sm:px-6 md:flex-row md:justify-center md:gap-4 md:text-left lg:px-8">
          <BriefcaseBusiness className="size-8 shrink-0" aria-hidden="true" />
          <p>
            <strong className="text-lg">{page.banner.heading}</strong> <span>{page.banner.text}</span>
          </p>
        </div>
      </div>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-[1.4fr_1fr] lg:px-8">
        <section aria-labelledby="apply-heading" className="rounded-2xl bg-white p-6 shadow-xl ring-1 ring-slate-200 md:p-8">
          <h2 id="apply-heading" className="text-2xl font-bold text-navy-900">
            Apply now
          </h2>
          <p className="mb-6 mt-1 text-slate-600">Tell us about yourself; it takes two minutes.</p>
          <Careers hydrate={FORM_HYDRATION} />
          <FormNoScript site={site} />
        </section>
        <section aria-labelledby="benefits-heading">
          <h2 id="benefits-heading" className="text-2xl font-bold text-navy-900">
            What we offer
          </h2>
          <ul className="mt-6 space-y-5">
            {page.benefits.map((benefit) => (
              <li key={benefit.title} className="flex gap-4">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon name={benefit.icon} className="size-5" />
                </span>
                <div>
                  <h3 className="font-semibold text-navy-900">{benefit.title}</h3>
                  <p className="mt-1 text-slate-600">{benefit.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <Section id="reasons" heading={`Eight reasons to join ${site.brand}`} tone="muted">
        <FeatureGrid features={page.reasons} />
      </Section>

      <section aria-label="Position details" className="py-16 md:py-20">
        {/* Built from the editor's Markdown at build time; it contains no visitor input. */}
        <div className="prose prose-slate mx-auto max-w-3xl px-4 prose-headings:text-navy-900 prose-a:text-brand-700 sm:px-6" dangerouslySetInnerHTML={{ __html: page.html }} />
      </section>
    </>
  )
}
