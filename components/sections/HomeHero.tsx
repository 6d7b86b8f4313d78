import CircleCheck from 'lucide-react/icons/circle-check'
import type { ReactNode } from 'react'
import type { Site } from '../../lib/content/schema'
import { PhoneLink } from '../chrome/PhoneLink'
import { Badge } from '../ui/Badge'
import { ButtonLink } from '../ui/Button'
import { Picture } from '../ui/Picture'

interface HomeHeroProps {
  site: Site
  heading: string
  intro: string
  points: string[]
  /** The quote panel beside the copy. */
  aside: ReactNode
}

/** The home page's opening band: Sydney skyline under the dark navy overlay, claims, and a quote panel. */
export function HomeHero({ site, heading, intro, points, aside }: HomeHeroProps) {
  return (
    <section className="relative isolate overflow-hidden bg-navy-900 text-white" aria-labelledby="hero-heading">
      <Picture src="/images/hero.svg" alt="" width={1600} height={900} sizes="100vw" priority className="absolute inset-0 -z-20 h-full w-full object-cover" />
      {/* The spec's overlay: dark navy from 0.8 to 0.6 opacity, so white text stays readable. */}
      <div className="absolute inset-0 -z-10 bg-[linear-gradient(100deg,rgb(11_31_58/0.8),rgb(11_31_58/0.6))]" aria-hidden="true" />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-[1.2fr_1fr] lg:items-center lg:px-8">
        <div>
          <Badge variant="onDark">Trusted by {site.claims.clients} Sydney businesses</Badge>
          <h1 id="hero-heading" className="mt-5 text-4xl font-extrabold tracking-tight md:text-5xl lg:text-6xl">
            {heading}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-100 md:text-xl">{intro}</p>
          <ul className="mt-8 grid gap-3 sm:grid-cols-2">
            {points.map((point) => (
              <li key={point} className="flex items-start gap-2">
                <CircleCheck className="mt-0.5 size-5 shrink-0 text-sky-accent" aria-hidden="true" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <ButtonLink href="/contact" variant="cta" size="lg">
              Get Free Quote
            </ButtonLink>
            <PhoneLink phone={site.phone} location="hero" className="h-12 justify-center rounded-md border border-white/70 px-6 font-semibold hover:bg-white/10">
              Call {site.phone.display}
            </PhoneLink>
          </div>
        </div>
        <div>{aside}</div>
      </div>
    </section>
  )
}
