// The fixed choices of the forms (docs/decisions.md, Fields and choices). The database's CHECK constraints list the same
// values; lib/submissions/options.test.ts keeps the two in step.

export const EXPERIENCE_OPTIONS = [
  { value: 'no-experience', label: 'No experience' },
  { value: '1-2-years', label: '1-2 years' },
  { value: '3-5-years', label: '3-5 years' },
  { value: '5-10-years', label: '5-10 years' },
  { value: '10-plus-years', label: '10+ years' },
] as const

export const AVAILABILITY_OPTIONS = [
  { value: 'full-time', label: 'Full-time' },
  { value: 'part-time', label: 'Part-time' },
  { value: 'casual', label: 'Casual' },
  { value: 'weekends', label: 'Weekends' },
  { value: 'evenings', label: 'Evenings' },
  { value: 'early-mornings', label: 'Early mornings' },
] as const

export const FREQUENCY_OPTIONS = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  // Stored as the spec's 'bi-weekly'; shown in Australian English.
  { value: 'bi-weekly', label: 'Fortnightly' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'one-time', label: 'One-time Service' },
  { value: 'emergency', label: 'Emergency Cleaning' },
] as const
