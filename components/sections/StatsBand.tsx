export interface Stat {
  value: string
  label: string
}

/** The company's headline numbers in one row. */
export function StatsBand({ stats }: { stats: Stat[] }) {
  return (
    <div className="bg-brand-600 text-white">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-10 sm:px-6 md:grid-cols-4 lg:px-8">
        {stats.map((stat) => (
          <div key={stat.label} className="text-center">
            <dt className="text-sm text-brand-100">{stat.label}</dt>
            <dd className="order-first text-3xl font-extrabold md:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
