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

/** The serviceName of each service page (docs/decisions.md, Service pages): quotes are stored as 'service_quote_' + it. */
export const SERVICE_NAMES: Record<string, string> = {
  'office-cleaning': 'Office Cleaning',
  'retail-cleaning': 'Retail Cleaning',
  'warehouse-cleaning': 'Warehouse & Industrial Cleaning',
  'medical-cleaning': 'Medical & Healthcare Cleaning',
  'education-cleaning': 'Education & School Cleaning',
  'hospitality-cleaning': 'Hospitality & Restaurant Cleaning',
  'gym-cleaning': 'Gym & Fitness Cleaning',
  'highrise-cleaning': 'High-Rise & Strata Cleaning',
  'event-cleaning': 'Event & Function Cleaning',
  'carpark-cleaning': 'Car Park & Outdoor Cleaning',
  'construction-cleaning': 'Construction Site Cleaning',
  'showroom-cleaning': 'Showroom & Display Cleaning',
}

/** The blog runs as this many prev/next chains (docs/decisions.md, Blog: articles 1-10 and 11-20). */
export const BLOG_CHAINS = 2
