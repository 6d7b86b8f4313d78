// https://vike.dev/Page
import Clock from 'lucide-react/icons/clock'
import Mail from 'lucide-react/icons/mail'
import MapPin from 'lucide-react/icons/map-pin'
import Phone from 'lucide-react/icons/phone'
import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { PhoneLink } from '../../components/chrome/PhoneLink'
import { Contact, FORM_HYDRATION, FormNoScript } from '../../components/sections/Forms'
import { PageHeader } from '../../components/sections/PageHeader'
import { Card } from '../../components/ui/Card'
import { Section } from '../../components/ui/Section'
import type { Data } from './+data'

function ContactCard({ icon: Drawn, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <Card className="flex gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <Drawn className="size-5" aria-hidden="true" />
      </span>
      <div>
        <h2 className="font-semibold text-navy-900">{title}</h2>
        <div className="mt-1 text-slate-700">{children}</div>
      </div>
    </Card>
  )
}

export default function Page({ data }: { data: Data }) {
  const { site, page } = data
  const { street, locality, region, postcode } = site.address
  const at = site.email.lastIndexOf('@')
  const [mailbox, domain] = [site.email.slice(0, at), site.email.slice(at + 1)]
  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-[1.4fr_1fr] lg:px-8">
        <section aria-labelledby="enquiry-heading" className="rounded-2xl bg-white p-6 shadow-xl ring-1 ring-slate-200 md:p-8">
          <h2 id="enquiry-heading" className="text-2xl font-bold text-navy-900">
            Send us an enquiry
          </h2>
          <p className="mb-6 mt-1 text-slate-600">We reply to every enquiry within {site.facts.times.reply}.</p>
          <Contact reply={site.facts.times.reply} hydrate={FORM_HYDRATION} />
          <FormNoScript site={site} />
        </section>
        <div className="space-y-4">
          <ContactCard icon={Phone} title="Phone">
            <PhoneLink phone={site.phone} location="contact-card" icon={false} className="font-semibold text-brand-700 hover:underline" />
            <p className="text-sm text-slate-600">24/7 for emergencies, aiming to be on site within {site.facts.times.emergency}</p>
          </ContactCard>
          <ContactCard icon={Mail} title="Email">
            <a href={`mailto:${site.email}`} className="font-semibold text-brand-700 hover:underline">
              {/* On a 320 px phone the address is wider than its card: it breaks after the @, never inside a name. */}
              {mailbox}@<wbr />
              {domain}
            </a>
            <p className="text-sm text-slate-600">Replies within {site.facts.times.reply}</p>
          </ContactCard>
          <ContactCard icon={MapPin} title="Office">
            <address className="not-italic">
              {street}
              <br />
              {locality} {region} {postcode}
            </address>
          </ContactCard>
          <ContactCard icon={Clock} title="Hours">
            <p>{site.hours.office}</p>
            <p>{site.hours.cleaning}</p>
          </ContactCard>
        </div>
      </div>

      <Section id="coverage" heading="Our service area" intro="Sydney and Greater Sydney, in the regions below: from Avalon Beach to Cronulla, and from the CBD to Penrith and Campbelltown." tone="muted">
        {/* Built from the editor's Markdown at build time; it contains no visitor input. */}
        <div className="prose prose-slate mx-auto mb-12 max-w-3xl prose-headings:text-navy-900 prose-a:text-brand-700" dangerouslySetInnerHTML={{ __html: page.html }} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {page.coverage.map((area) => (
            <li key={area.region} className="rounded-xl border border-slate-200 bg-white p-6">
              <h3 className="font-semibold text-navy-900">{area.region}</h3>
              <p className="mt-2 text-sm text-slate-600">{area.areas.join(', ')}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  )
}
