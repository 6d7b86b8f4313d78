// The counts the specs fix (docs/decisions.md). The schema and the content check read them from here, so a change of
// mind about a count is a change of one line.
export const COUNTS = {
  services: 12,
  serviceChecklistItems: 12,
  serviceBenefitCards: 3,
  serviceFaqItems: 11,
  testimonials: 5,
  testimonialRating: 5,
  /** FAQ groups of /faq, in the spec's order, with the number of questions each holds. */
  faqGroups: [
    { title: 'Pricing & Billing', items: 5 },
    { title: 'Cleaning Process & Products', items: 5 },
    { title: 'Scheduling & Flexibility', items: 5 },
    { title: 'Services & Specialisations', items: 5 },
    { title: 'Insurance & Liability', items: 3 },
    { title: 'Staff & Training', items: 4 },
    { title: 'COVID-19 Safety', items: 3 },
  ],
  blogPosts: 20,
  careerReasons: 8,
} as const

/** Meta descriptions longer than this are cut off in search results. */
export const META_DESCRIPTION_MAX = 170

/**
 * The services, each with one page (docs/decisions.md, Service pages): a page's serviceName is one
 * of these, and quotes from it are stored as 'service_quote_' + it, so the database knows them.
 * A page's slug is free: an editor may rename it, its old address kept as an alias.
 */
export const SERVICE_NAMES: readonly string[] = [
  'Office Cleaning',
  'Retail Cleaning',
  'Warehouse & Industrial Cleaning',
  'Medical & Healthcare Cleaning',
  'Education & School Cleaning',
  'Hospitality & Restaurant Cleaning',
  'Gym & Fitness Cleaning',
  'High-Rise & Strata Cleaning',
  'Event & Function Cleaning',
  'Car Park & Outdoor Cleaning',
  'Construction Site Cleaning',
  'Showroom & Display Cleaning',
]

/** The blog runs as this many prev/next chains (docs/decisions.md, Blog: articles 1-10 and 11-20). */
export const BLOG_CHAINS = 2
