import { Icon, type IconName } from '../ui/Icon'

export interface Feature {
  icon: IconName
  title: string
  description: string
}

/** Icon, title and a sentence or two, three to a row on wide screens (four for eight features). */
export function FeatureGrid({ features }: { features: Feature[] }) {
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 ${features.length % 4 === 0 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}>
      {features.map((feature) => (
        <li key={feature.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <Icon name={feature.icon} className="size-6" />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-navy-900">{feature.title}</h3>
          <p className="mt-2 text-slate-600">{feature.description}</p>
        </li>
      ))}
    </ul>
  )
}
