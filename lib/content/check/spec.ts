// Rules the specs fix for particular collections (docs/decisions.md): twelve service pages, each with its decided
// service name, the FAQ page's seven groups in order, and the blog's prev/next chains and aliases.
import type { Content, LoadedContent, PostEntry } from '../entries.ts'
import { BLOG_CHAINS, COUNTS } from '../counts.ts'
import { serviceNameProblem } from './serviceName.ts'
import { NO_SUCH_ARTICLE, type Problem } from '../problems.ts'
import { collectionPath } from '../collectionPath.ts'
import { labelFor } from '../labels.ts'

/** The editor's words for a Prev or Next naming no article (the web editor's delete says them too, lib/editor/siteRules.ts). */

export function checkCounts({ content, ids }: LoadedContent): Problem[] {
  const problems: Problem[] = []
  if (ids.services.length !== COUNTS.services) {
    problems.push({ rule: 'serviceCount', file: collectionPath('services'), field: '', message: `must hold exactly ${COUNTS.services} service files, found ${ids.services.length}`, editor: `must hold exactly ${COUNTS.services} service pages, found ${ids.services.length}` })
  }
  const expected = COUNTS.faqGroups
  if (ids.faqGroups.length !== expected.length) {
    problems.push({ rule: 'faqGroupCount', file: collectionPath('faqGroups'), field: '', message: `must hold exactly ${expected.length} FAQ groups, found ${ids.faqGroups.length}` })
  }
  // Each group is held to the spec's group in its position, so one bad file does not shift the rest.
  for (const group of content.faqGroups) {
    const want = expected[group.order - 1]
    if (!want) {
      problems.push({ rule: 'faqOrder', file: group.file, field: 'order', message: `must be between 1 and ${expected.length}` })
      continue
    }
    if (group.title !== want.title) {
      problems.push({ rule: 'faqTitle', file: group.file, field: 'title', message: `group ${group.order} on /faq must be "${want.title}", found "${group.title}"`, editor: `group ${group.order} of the FAQ page must be "${want.title}", found "${group.title}"` })
    }
    if (group.items.length !== want.items) {
      problems.push({ rule: 'faqItems', file: group.file, field: 'items', message: `must list exactly ${want.items} questions, found ${group.items.length}` })
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
    if (problem) return [{ rule: 'serviceName', file: service.file, field: 'serviceName', message: problem }]
    const other = pageOf.get(service.serviceName)
    pageOf.set(service.serviceName, other ?? service.file)
    if (other) return [{ rule: 'serviceTwice', file: service.file, field: 'serviceName', editor: `"${service.serviceName}" is also the service of ${other}, and each service has one page: give each page its own`, message: `"${service.serviceName}" is the service of ${other}: each service has one page; write this page's own service` }]
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
        problems.push(
          alias
            ? { rule: 'chainAlias', file: post.file, field, message: `"${neighbourSlug}" is an alias; use the canonical slug "${alias.slug}"`, editor: `names an old address of ${alias.file}: choose that article from the list` }
            : { rule: 'chainMissing', file: post.file, field, message: `"${neighbourSlug}" is not the slug of any article`, editor: NO_SUCH_ARTICLE },
        )
      } else if (neighbour[back] !== post.slug) {
        // Both articles by title, and the one to pick in the other's list ("content/…" in quotes: its title, lib/editor/refusalWords.ts).
        const other = neighbour[back] ? `${field === 'next' ? 'leads back to' : 'leads on to'} ${bySlug.get(neighbour[back])?.file ?? 'an article the site does not have'}` : `has no ${labelFor(back)}`
        const editor = `${post.file} ${field === 'next' ? 'leads to' : 'follows'} ${neighbour.file}, but ${neighbour.file} ${other}: pick "${post.file}" under ${labelFor(back)} in ${neighbour.file} first, or choose another article here`
        problems.push({ rule: 'chainBack', file: post.file, field, message: `points at "${neighbourSlug}", but ${neighbour.file} has ${back}: ${neighbour[back] ?? 'null'} instead of "${post.slug}"`, editor })
      }
    }
  }
  if (problems.length || posts.length !== files.length) return problems

  const starts = posts.filter((post) => !post.prev)
  const ends = posts.filter((post) => !post.next)
  const file = collectionPath('posts')
  const count = (field: 'prev' | 'next', posts: PostEntry[]) => {
    const editor = `the articles make ${BLOG_CHAINS} series, but ${posts.length} would ${field === 'prev' ? 'start' : 'end'} one${posts.length ? `: ${posts.map((post) => post.file).join(', ')}` : ''}. Set ${labelFor(field)} of the article that is not at the ${field === 'prev' ? 'start' : 'end'}`
    problems.push({ rule: 'chainCount', file, field, message: `expected ${BLOG_CHAINS} chains, but ${posts.length} articles have ${field}: null (${posts.map((post) => post.slug).join(', ') || 'none'})`, editor })
  }
  if (starts.length !== BLOG_CHAINS) count('prev', starts)
  if (ends.length !== BLOG_CHAINS) count('next', ends)
  const reached = new Set<string>()
  for (const start of starts) {
    for (let post: PostEntry | undefined = start; post && !reached.has(post.slug); post = post.next ? bySlug.get(post.next) : undefined) {
      reached.add(post.slug)
    }
  }
  const cycle = posts.filter((post) => !reached.has(post.slug))
  if (cycle.length) {
    problems.push({ rule: 'chainCycle', file: cycle[0]!.file, field: 'next', message: `forms a cycle with no start: ${cycle.map((post) => post.slug).join(' -> ')}`, editor: `leads round in a circle with no first article: ${cycle.map((post) => post.file).join(', ')}. Empty ${labelFor('prev')} of the one that starts the series` })
  }
  return problems
}
