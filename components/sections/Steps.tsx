export interface Step {
  title: string
  description: string
}

/** A numbered sequence, such as how a new client gets started. */
export function Steps({ steps }: { steps: Step[] }) {
  return (
    <ol className="grid gap-8 md:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li key={step.title} className="relative">
          <span className="flex size-12 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white" aria-hidden="true">
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-navy-900">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-2 text-slate-600">{step.description}</p>
        </li>
      ))}
    </ol>
  )
}
