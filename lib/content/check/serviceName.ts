// A service page's serviceName, the one rule of it an entry can be judged on alone (the editor's own
// check runs it too, lib/editor/entryRules.ts): it names one of the company's services, under which
// the page's quotes are stored. That each service has exactly one page is the whole check's (spec.ts).
import { SERVICE_NAMES } from '../counts.ts'

const listed = SERVICE_NAMES.map((name) => `"${name}"`).join(', ')

/** What is wrong with a page's serviceName, or undefined when it is one of the services. */
export function serviceNameProblem(serviceName: unknown): string | undefined {
  if (typeof serviceName === 'string' && SERVICE_NAMES.includes(serviceName)) return undefined
  return `must be the name of the service this page offers, one of ${listed} (quotes from the page are stored under it), found "${String(serviceName)}"`
}
