import ArrowRight from 'lucide-react/icons/arrow-right'
import { FRAMES, type Service } from '../../lib/content/schema'
import { serviceRoute } from '../../lib/routes'
import { CARD_SIZES, Picture } from '../ui/Picture'

export interface ServiceCard {
  slug: string
  name: string
  summary: string
  image: Service['image']
}

/** One card per service sector, each leading to its page. */
export function ServicesGrid({ services }: { services: ServiceCard[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {services.map((service) => (
        <li key={service.slug} className="group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg">
          <Picture {...service.image} width={640} height={400} sizes={CARD_SIZES} className={`${FRAMES.service} w-full bg-slate-100 object-cover`} />
          <div className="flex flex-1 flex-col p-6">
            <h3 className="text-lg font-semibold text-navy-900">
              {/* The whole card is clickable through this link's stretched hit area. */}
              <a href={serviceRoute(service.slug)} className="after:absolute after:inset-0">
                {service.name}
              </a>
            </h3>
            <p className="mt-2 flex-1 text-slate-600">{service.summary}</p>
            <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700" aria-hidden="true">
              Learn more <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
            </span>
          </div>
        </li>
      ))}
    </ul>
  )
}
