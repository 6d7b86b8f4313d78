// https://vike.dev/Page
import ShieldCheck from 'lucide-react/icons/shield-check'
import { CallToAction } from '../../components/sections/CallToAction'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { HomeHero } from '../../components/sections/HomeHero'
import { FORM_HYDRATION, FormNoScript, HeroQuote } from '../../components/sections/Forms'
import { ServicesGrid } from '../../components/sections/ServicesGrid'
import { StatsBand } from '../../components/sections/StatsBand'
import { Steps } from '../../components/sections/Steps'
import { CAROUSEL_HYDRATION, Testimonials } from '../../components/sections/Testimonials'
import { IsoBadges } from '../../components/ui/IsoBadges'
import { Section } from '../../components/ui/Section'
import type { Data } from './+data'

export default function Page({ data }: { data: Data }) {
  const { site, services, testimonials, examples } = data
  const { claims, facts } = site
  return (
    <>
      <HomeHero
        site={site}
        heading="Commercial Cleaning Sydney Businesses Rely On"
        intro={`Offices, shops, warehouses, clinics, schools and venues across Sydney trust us to clean before they open and after they close. Vetted, insured teams, a checklist for every site, and a supervisor who checks the work.`}
        points={[
          `24/7 emergency line, aiming to be on site within ${facts.times.emergency}`,
          'Sydney and Greater Sydney covered',
          `${facts.guarantee.satisfaction} satisfaction guarantee`,
          `${facts.insurance.publicLiability} public liability cover`,
          `Every enquiry answered within ${facts.times.reply}`,
          'ISO 9001, 14001 and 45001 certified',
        ]}
        aside={
          <>
            <HeroQuote phone={site.phone} times={{ reply: facts.times.reply, writtenQuote: facts.times.writtenQuote }} hydrate={FORM_HYDRATION} />
            <FormNoScript site={site} />
          </>
        }
      />

      <StatsBand
        stats={[
          { value: claims.clients, label: 'Sydney clients' },
          { value: claims.years, label: 'Years in business' },
          { value: claims.retention, label: 'Client retention' },
          { value: '24/7', label: 'Emergency response' },
        ]}
      />

      <Section id="why-choose" heading={`Why Sydney businesses choose ${site.brand}`} intro="Cleaning is only worth paying for when it is done the same way every time. Our systems make sure it is." tone="muted">
        <FeatureGrid
          features={[
            { icon: 'shield-check', title: 'Fully insured and certified', description: `${facts.insurance.publicLiability} public liability cover, workers compensation through ${facts.insurance.workersCompensation} for every cleaner, and ISO 9001, 14001 and 45001 certification audited each year.` },
            { icon: 'users', title: 'Vetted, employed cleaners', description: 'Every cleaner is police-checked, inducted on your site and employed by us, never subcontracted, so the same faces look after your premises.' },
            { icon: 'zap', title: '24/7 emergency response', description: `Floods, spills, break-ins or a last-minute inspection: call any hour, and we aim to have a team on site within ${facts.times.emergency} of your call, anywhere we clean.` },
            { icon: 'thumbs-up', title: `${facts.guarantee.satisfaction} satisfaction guarantee`, description: `Report anything we missed within ${facts.guarantee.reportWithin}, counted from ${facts.guarantee.windowOpens}, and we re-clean it free of charge ${facts.guarantee.recleanBy}.` },
            { icon: 'leaf', title: 'Greener products', description: 'Low-toxicity, biodegradable chemicals, microfibre and HEPA-filtered vacuums by default, with hospital-grade disinfectants where your site needs them.' },
            { icon: 'clipboard-check', title: 'Checked, not assumed', description: 'Site-specific checklists, supervisor audits and a single account manager who answers your calls and reports back after each inspection.' },
          ]}
        />
      </Section>

      <Section id="services" heading="Cleaning for every kind of commercial site" intro="Twelve specialist services, each with its own checklist, trained team and equipment.">
        <ServicesGrid services={services} />
      </Section>

      <Section
        id="testimonials"
        heading={examples ? 'Example testimonials' : 'What our clients say'}
        intro={examples ? 'These show where our clients\' words will go. They are examples, not real clients, and the site goes live only with real ones.' : `${claims.retention} of our clients stay with us year after year. Here is why.`}
        tone="navy"
      >
        <Testimonials testimonials={testimonials} examples={examples} hydrate={CAROUSEL_HYDRATION} />
      </Section>

      <Section id="how-it-works" heading="How it works" intro={`Your price is fixed after a free site walk, and regular cleaning starts ${facts.times.bookRegular} after you accept it.`}>
        <Steps
          steps={[
            { title: 'Request a free quote', description: `Send the form or call us. We reply within ${facts.times.reply}, on weekdays and weekends, and book a time to walk your site.` },
            { title: 'Free site walk-through', description: 'An account manager visits at no charge, measures up, notes access, security and any sensitive areas, and agrees the tasks with you.' },
            { title: 'Your fixed price and plan', description: `Within ${facts.times.writtenQuote} of the walk you receive a fixed price in writing, a room-by-room checklist and a schedule that works around your trading hours.` },
            { title: 'Cleaning and quality checks', description: 'Your regular team starts work, a supervisor audits the site, and you get a report and one contact for anything you need.' },
          ]}
        />
      </Section>

      <Section id="certifications" tone="muted" heading="Certified, insured and accountable" intro="Independent certification means our quality, environmental and safety systems are audited every year, not just promised.">
        <div className="flex flex-col items-center gap-6">
          <IsoBadges tone="light" className="justify-center" />
          <p className="flex items-center gap-2 text-slate-700">
            <ShieldCheck className="size-5 text-brand-700" aria-hidden="true" />
            {facts.insurance.publicLiability} public liability insurance, certificates of currency with every proposal.
          </p>
        </div>
      </Section>

      <CallToAction
        site={site}
        location="home"
        heading="Ready for a cleaner workplace?"
        text={`A reply within ${facts.times.reply}, and a fixed price in writing ${facts.times.writtenQuote} after a free site walk. No lock-in: ${facts.contract.notice}' notice ends a regular service, and a ${facts.guarantee.satisfaction} satisfaction guarantee covers every clean.`}
      />
    </>
  )
}
