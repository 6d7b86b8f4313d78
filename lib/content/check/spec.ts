// Rules the specs fix for particular collections (docs/decisions.md): twelve service pages, each with its decided
// service name, the FAQ page's seven groups in order, and the blog's prev/next chains and aliases.
import type { Content, LoadedContent, PostEntry } from '../entries.ts'
import { BLOG_CHAINS, COUNTS } from '../counts.ts'
import { serviceNameProblem } from './serviceName.ts'
import type { Problem } from '../problems.ts'
import { collectionPath } from '../collectionPath.ts'

export function checkCounts({ content, ids }: LoadedContent): Problem[] {
  const problems: Problem[] = []
  if (ids.services.length !== COUNTS.services) {
    problems.push({ file: collectionPath('services'), field: '', message: `must hold exactly ${COUNTS.services} service files, found ${ids.services.length}` })
  }
  const expected = COUNTS.faqGroups
  if (ids.faqGroups.length !== expected.length) {
    problems.push({ file: collectionPath('faqGroups'), field: '', message: `must hold exactly ${expected.length} FAQ groups, found ${ids.faqGroups.length}` })
  }
  // Each group is held to the spec's group in its position, so one bad file does not shift the rest.
  for (const group of content.faqGroups) {
    const want = expected[group.order - 1]
    if (!want) {
      problems.push({ file: group.file, field: 'order', message: `must be between 1 and ${expected.length}` })
      continue
    }
    if (group.title !== want.title) {
      problems.push({ file: group.file, field: 'title', message: `group ${group.order} on /faq must be "${want.title}", found "${group.title}"` })
    }
    if (group.items.length !== want.items) {
      problems.push({ file: group.file, field: 'items', message: `must list exactly ${want.items} questions, found ${group.items.length}` })
    }
  }
  return problems
}

/**
 * Each service of lib/content/counts.ts has exactly one page, named by its serviceName rather than
 * its file, so an editor may rename a page (its old address kept as an alias) and its quotes still
 * reach the database under the same name.
 */
export function checkServiceNames({ services }: Content): Problem[] {
  const pageOf = new Map<string, string>()
  return services.flatMap((service): Problem[] => {
    const problem = serviceNameProblem(service.serviceName)
    if (problem) return [{ file: service.file, field: 'serviceName', message: problem }]
    const other = pageOf.get(service.serviceName)
    pageOf.set(service.serviceName, other ?? service.file)
    if (other) return [{ file: service.file, field: 'serviceName', message: `"${service.serviceName}" is the service of ${other}: each service has one page; write this page's own service` }]
    return []
  })
}

/**
 * Each neighbour exists and links back, and the articles form exactly BLOG_CHAINS chains with no
 * cycle. Articles whose front matter failed the schema are left out (their own problems say why).
 */
export function checkChains(posts: PostEntry[], files: string[]): Problem[] {
  const problems: Problem[] = []
  const bySlug = new Map(posts.map((post) => [post.slug, post]))
  for (const post of posts) {
    for (const [field, back] of [['prev', 'next'], ['next', 'prev']] as const) {
      const neighbourSlug = post[field]
      if (!neighbourSlug) continue
      const neighbour = bySlug.get(neighbourSlug)
      if (!neighbour && files.includes(neighbourSlug)) continue
      if (!neighbour) {
        const alias = posts.find((other) => other.aliases.includes(neighbourSlug))
        problems.push({
          file: post.file,
          field,
          message: alias ? `"${neighbourSlug}" is an alias; use the canonical slug "${alias.slug}"` : `"${neighbourSlug}" is not the slug of any article`,
        })
      } else if (neighbour[back] !== post.slug) {
        problems.push({ file: post.file, field, message: `points at "${neighbourSlug}", but ${neighbour.file} has ${back}: ${neighbour[back] ?? 'null'} instead of "${post.slug}"` })
      }
    }
  }
  if (problems.length || posts.length !== files.length) return problems

  const starts = posts.filter((post) => !post.prev)
  const ends = posts.filter((post) => !post.next)
  const file = collectionPath('posts')
  if (starts.length !== BLOG_CHAINS) {
    problems.push({ file, field: 'prev', message: `expected ${BLOG_CHAINS} chains, but ${starts.length} articles have prev: null (${starts.map((post) => post.slug).join(', ') || 'none'})` })
  }
  if (ends.length !== BLOG_CHAINS) {
    problems.push({ file, field: 'next', message: `expected ${BLOG_CHAINS} chains, but ${ends.length} articles have next: null (${ends.map((post) => post.slug).join(', ') || 'none'})` })
  }
  const reached = new Set<string>()
  for (const start of starts) {
    for (let post: PostEntry | undefined = start; post && !reached.has(post.slug); post = post.next ? bySlug.get(post.next) : undefined) {
      reached.add(post.slug)
    }
  }
  const cycle = posts.filter((post) => !reached.has(post.slug))
  if (cycle.length) {
    problems.push({ file: cycle[0]!.file, field: 'next', message: `forms a cycle with no start: ${cycle.map((post) => post.slug).join(' -> ')}` })
  }
  return problems
}
