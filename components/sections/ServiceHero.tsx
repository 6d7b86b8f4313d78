import type { ServiceEntry } from '../../lib/content/entries'
import type { Site } from '../../lib/content/schema'
import { withArticle } from '../../lib/grammar'
import { PhoneLink } from '../chrome/PhoneLink'
import { Badge } from '../ui/Badge'
import { ButtonLink } from '../ui/Button'
import { Picture } from '../ui/Picture'

/** A service page's opening band: the sector illustration under the dark navy overlay. */
export function ServiceHero({ service, site }: { service: ServiceEntry; site: Site }) {
  const { hero, image } = service
  return (
    <section className="relative isolate overflow-hidden bg-navy-900 text-white" aria-labelledby="hero-heading">
      <Picture src={image.src} alt="" focus={image.focus} width={640} height={400} sizes="100vw" priority className="absolute inset-0 -z-20 h-full w-full object-cover" />
      <div className="absolute inset-0 -z-10 bg-[linear-gradient(100deg,rgb(11_31_58/0.8),rgb(11_31_58/0.7))]" aria-hidden="true" />
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-24 lg:px-8">
        <div className="max-w-3xl">
          <Badge variant="onDark">{hero.badge}</Badge>
          <h1 id="hero-heading" className="mt-5 text-4xl font-extrabold tracking-tight md:text-5xl">
            {hero.heading}
          </h1>
          <p className="mt-6 text-lg text-slate-100 md:text-xl">{hero.intro}</p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:items-center">
            <ButtonLink href="/contact" variant="cta" size="lg">
              Get Free Quote
            </ButtonLink>
            {hero.secondary && (
              <ButtonLink href={hero.secondary.href} variant="outline" size="lg" className="text-white">
                {hero.secondary.label}
              </ButtonLink>
            )}
            {hero.phone && (
              <p className="flex flex-col text-sm sm:ml-2">
                <span className="text-white">Talk to {withArticle(`${service.name.toLowerCase()} specialist`)}</span>
                <PhoneLink phone={site.phone} location="service-hero" className="text-lg font-bold text-white hover:text-sky-accent" />
              </p>
            )}
          </div>
        </div>
      </div>
    </section>
  )
}
