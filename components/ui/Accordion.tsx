import ChevronDown from 'lucide-react/icons/chevron-down'

export interface AccordionItem {
  question: string
  /** Built from the editor's Markdown at build time. */
  answerHtml: string
}

/**
 * Questions that open one at a time. Native <details> sharing a name gives single-open, lets the
 * open item collapse again and works with JavaScript off; the browser announces its state.
 */
export function Accordion({ name, items }: { name: string; items: AccordionItem[] }) {
  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map((item) => (
        <details key={item.question} name={name} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
            <h3 className="font-semibold text-navy-900">{item.question}</h3>
            <ChevronDown className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180" aria-hidden="true" />
          </summary>
          <div className="prose prose-slate max-w-none px-5 pb-5 prose-a:text-brand-700" dangerouslySetInnerHTML={{ __html: item.answerHtml }} />
        </details>
      ))}
    </div>
  )
}
