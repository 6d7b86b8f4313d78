import CircleCheck from 'lucide-react/icons/circle-check'
import type { ServiceSection } from '../../lib/content/schema'
import { cn } from '../../lib/cn'
import { Badge } from '../ui/Badge'
import { Icon } from '../ui/Icon'
import { Section } from '../ui/Section'

type Card = Extract<ServiceSection, { kind: 'cards' }>['cards'][number]

/** Points, each after a tick: brand blue on a light band, sky blue on a dark one. */
export function CheckList({ items, className, onDark = false }: { items: string[]; className?: string; onDark?: boolean }) {
  return (
    <ul className={cn('grid gap-3', className)}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3">
          <CircleCheck className={cn('mt-0.5 size-5 shrink-0', onDark ? 'text-sky-accent' : 'text-brand-600')} aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}

function SectorCard({ card }: { card: Card }) {
  const flagged = Boolean(card.flag)
  return (
    <li className={cn('relative flex flex-col rounded-xl border bg-white p-6 shadow-sm', flagged ? 'border-cta ring-2 ring-cta' : 'border-slate-200')}>
      {card.flag && (
        <Badge variant="flag" className="absolute -top-3 left-6">
          {card.flag}
        </Badge>
      )}
      <div className="flex items-center gap-3">
        {card.icon && (
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <Icon name={card.icon} className="size-5" />
          </span>
        )}
        <h3 className="text-lg font-semibold text-navy-900">{card.title}</h3>
      </div>
      {(card.price || card.frequency) && (
        <p className="mt-3 text-sm">
          {card.price && <span className="block text-lg font-bold text-brand-700">{card.price}</span>}
          {card.frequency && <span className="text-slate-600">{card.frequency}</span>}
        </p>
      )}
      <p className="mt-3 text-slate-600">{card.description}</p>
      {card.items && <CheckList items={card.items} className="mt-4 text-sm" />}
      {card.idealFor && (
        <p className="mt-auto pt-4 text-sm text-slate-700">
          <span className="font-semibold">Ideal for:</span> {card.idealFor}
        </p>
      )}
    </li>
  )
}

/** The sector-specific lists, cards, packages and panels of a service page, in content order. */
export function ServiceSections({ sections }: { sections: ServiceSection[] }) {
  return (
    <>
      {sections.map((section, index) => {
        const id = `section-${index + 1}`
        const tone = index % 2 === 0 ? 'white' : 'muted'
        if (section.kind === 'list') {
          return (
            <Section key={id} id={id} heading={section.heading} intro={section.intro} tone={tone}>
              <CheckList items={section.items} className="mx-auto max-w-5xl sm:grid-cols-2 lg:grid-cols-3" />
            </Section>
          )
        }
        if (section.kind === 'cards') {
          const columns = section.cards.length === 4 ? 'lg:grid-cols-4' : section.cards.length === 2 ? 'lg:grid-cols-2' : 'lg:grid-cols-3'
          return (
            <Section key={id} id={id} heading={section.heading} intro={section.intro} tone={tone}>
              <ul className={cn('grid gap-6 pt-3 sm:grid-cols-2', columns)}>
                {section.cards.map((card) => (
                  <SectorCard key={card.title} card={card} />
                ))}
              </ul>
            </Section>
          )
        }
        return (
          <Section key={id} id={id} heading={section.heading} intro={section.intro} tone={tone}>
            <div className="rounded-2xl bg-gradient-to-br from-navy-900 to-brand-700 p-8 text-white md:p-10">
              <div className={cn('grid gap-8', section.columns.length > 1 && 'md:grid-cols-2', section.columns.length > 2 && 'lg:grid-cols-3')}>
                {section.columns.map((column) => (
                  <div key={column.title}>
                    <h3 className="text-lg font-semibold">{column.title}</h3>
                    <CheckList items={column.items} className="mt-4" onDark />
                  </div>
                ))}
              </div>
            </div>
          </Section>
        )
      })}
    </>
  )
}
