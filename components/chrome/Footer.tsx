import { Fragment } from 'react'
import Clock from 'lucide-react/icons/clock'
import Mail from 'lucide-react/icons/mail'
import MapPin from 'lucide-react/icons/map-pin'
import type { Site } from '../../lib/content/schema'
import { COMPANY_LINKS, LEGAL_LINKS, type NavLink } from '../../lib/navigation'
import { IsoBadges } from '../ui/IsoBadges'
import { Logo } from './Logo'
import { PhoneLink } from './PhoneLink'

function LinkColumn({ heading, links }: { heading: string; links: NavLink[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wider text-sky-accent">{heading}</h2>
      <ul className="mt-4 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className="text-slate-300 hover:text-white">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** What a buyer checks before signing: certificate numbers and their certifier, and the covers. */
function Credentials({ facts }: { facts: Site['facts'] }) {
  const { certifications, insurance } = facts
  const certificates = [
    ['ISO 9001', certifications.iso9001],
    ['ISO 14001', certifications.iso14001],
    ['ISO 45001', certifications.iso45001],
  ] as const
  return (
    <dl className="mt-4 space-y-2 text-xs text-slate-400">
      <div>
        <dt className="inline">Certified by {certifications.certifier}: </dt>
        <dd className="inline">
          {certificates.map(([standard, number], index) => (
            <Fragment key={standard}>
              {index > 0 && ', '}
              {/* A certificate number split over two lines is easy to misread when a buyer looks it up. */}
              <span className="whitespace-nowrap">
                {standard} no. {number}
              </span>
            </Fragment>
          ))}
        </dd>
      </div>
      <div>
        <dt className="inline">Insured: </dt>
        <dd className="inline">
          {insurance.publicLiability} public liability, {insurance.professionalIndemnity} professional indemnity, workers compensation through {insurance.workersCompensation}
        </dd>
      </div>
    </dl>
  )
}

export function Footer({ site, services }: { site: Site; services: NavLink[] }) {
  const { street, locality, region, postcode } = site.address
  return (
    // The bottom padding leaves room for the floating call button below the last line, at every width.
    <footer className="bg-navy-950 pb-28 pt-14 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div>
          <Logo brand={site.brand} tone="light" />
          <p className="mt-4 text-sm">
            Commercial cleaning for offices, shops, warehouses, clinics, schools and venues across Sydney and Greater Sydney, day and night, for more than {site.claims.years.replace('+', '')} years.
          </p>
          <IsoBadges className="mt-6" />
          <Credentials facts={site.facts} />
        </div>
        <LinkColumn heading="Services" links={services} />
        <LinkColumn heading="Company" links={COMPANY_LINKS} />
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-sky-accent">Contact</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li>
              <PhoneLink phone={site.phone} location="footer" className="text-white hover:text-sky-accent" />
            </li>
            <li>
              <a href={`mailto:${site.email}`} className="inline-flex items-center gap-2 text-white hover:text-sky-accent">
                <Mail className="size-4" aria-hidden="true" />
                {site.email}
              </a>
            </li>
            <li className="flex gap-2">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <address className="not-italic">
                {street}
                <br />
                {locality} {region} {postcode}
              </address>
            </li>
            <li className="flex gap-2">
              <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>
                {site.hours.office}
                <br />
                {site.hours.cleaning}
              </span>
            </li>
          </ul>
        </div>
      </div>
      <div className="mx-auto mt-12 flex max-w-7xl flex-col gap-3 border-t border-white/10 px-4 pt-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <p>
          © {new Date().getFullYear()} {site.facts.legal.entity}, ABN {site.facts.legal.abn}. All rights reserved.
        </p>
        <ul className="flex gap-6">
          {LEGAL_LINKS.map((link) => (
            <li key={link.href}>
              <a href={link.href} className="hover:text-white">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  )
}
