// Rules that look across files: the spec's counts, unique slugs, service names, the blog's
// prev/next chains and aliases, images that exist, pictures within the upload limit, Markdown
// links that land on real routes, the company's figures (checkFigures.ts) and read times (readTime.ts).
import fs from 'node:fs'
import path from 'node:path'
import { oversizedPictures } from '../images/pictureFiles.ts'
import { allRoutes, postRoute } from '../routes.ts'
import { staticRoutes } from '../staticRoutes.ts'
import { BLOG_CHAINS, COUNTS, SERVICE_NAMES } from './counts.ts'
import { loadContent, type Content, type LoadOptions, type LoadResult, type PostEntry } from './loadContent.ts'
import { checkFigures } from './checkFigures.ts'
import type { Problem } from './problems.ts'
import { checkReadTimes } from './readTime.ts'
import { renderedMarkdown } from './renderedMarkdown.ts'

/** Loads everything and returns the full list of problems, schema and cross-file rules together. */
export function checkContent(root: string = process.cwd(), options: LoadOptions = {}): LoadResult {
  return checkLoaded(loadContent(root, options), root)
}

/** The cross-file rules, added to the problems loading found. */
export function checkLoaded(result: LoadResult, root: string = process.cwd()): LoadResult {
  const { content } = result
  result.problems.push(
    ...checkCounts(result),
    ...checkServiceNames(content),
    ...checkUniqueSlugs(content),
    ...checkChains(content.posts, result.files.blog),
    ...checkAliases(content.posts),
    ...checkImages(content, root),
    ...oversizedPictures(root),
    ...checkLinks(result, root),
    ...checkFigures(result, root),
    ...checkReadTimes(result, root),
  )
  // One file's problems together, top to bottom, the order an editor fixes them in.
  result.problems.sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0))
  return result
}

function checkCounts({ content, files }: LoadResult): Problem[] {
  const problems: Problem[] = []
  if (files.services.length !== COUNTS.services) {
    problems.push({ file: 'content/services', field: '', message: `must hold exactly ${COUNTS.services} service files, found ${files.services.length}` })
  }
  const expected = COUNTS.faqGroups
  if (files.faq.length !== expected.length) {
    problems.push({ file: 'content/faq', field: '', message: `must hold exactly ${expected.length} FAQ groups, found ${files.faq.length}` })
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

function checkServiceNames({ services }: Content): Problem[] {
  return services.flatMap((service) => {
    const name = path.basename(service.file, '.md')
    const expected = SERVICE_NAMES[name]
    if (!expected) return [{ file: service.file, field: 'slug', message: `"${name}" is not one of the service pages in lib/content/counts.ts` }]
    if (service.serviceName !== expected) return [{ file: service.file, field: 'serviceName', message: `must be "${expected}", found "${service.serviceName}"` }]
    return []
  })
}

/** A slug is the file's name, so two files can never claim the same page. */
function checkUniqueSlugs({ services, posts }: Content): Problem[] {
  const problems: Problem[] = []
  for (const list of [services, posts]) {
    const seen = new Map<string, string>()
    for (const entry of list) {
      const first = seen.get(entry.slug)
      if (first) problems.push({ file: entry.file, field: 'slug', message: `"${entry.slug}" is already used by ${first}` })
      else seen.set(entry.slug, entry.file)
      const name = path.basename(entry.file, '.md')
      if (entry.slug !== name) problems.push({ file: entry.file, field: 'slug', message: `must match the file name "${name}"` })
    }
  }
  return problems
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
  const file = 'content/blog'
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

/** An alias is never a slug, and belongs to one article only. */
export function checkAliases(posts: PostEntry[]): Problem[] {
  const problems: Problem[] = []
  const slugs = new Map(posts.map((post) => [post.slug, post.file]))
  const owners = new Map<string, string[]>()
  for (const post of posts) for (const alias of new Set(post.aliases)) owners.set(alias, [...(owners.get(alias) ?? []), post.file])
  for (const post of posts) {
    post.aliases.forEach((alias, index) => {
      const field = `aliases.${index}`
      const slugOwner = slugs.get(alias)
      if (slugOwner) problems.push({ file: post.file, field, message: `"${alias}" is the slug of ${slugOwner}; an alias must be a retired slug` })
      const others = owners.get(alias)!.filter((file) => file !== post.file)
      if (others.length) problems.push({ file: post.file, field, message: `"${alias}" is also an alias of ${others.join(', ')}` })
    })
  }
  return problems
}

function checkImages({ services, posts }: Content, root: string): Problem[] {
  const images = [
    ...services.map((service) => ({ file: service.file, field: 'image.src', src: service.image.src })),
    ...posts.map((post) => ({ file: post.file, field: 'heroImage.src', src: post.heroImage.src })),
  ]
  return images
    .filter(({ src }) => !fs.existsSync(path.join(root, 'public', src)))
    .map(({ file, field, src }) => ({ file, field, message: `${src} does not exist in public/` }))
}

/** Every root-relative link in any Markdown lands on a route, and never on an alias. */
function checkLinks({ content, markdown, files }: LoadResult, root: string): Problem[] {
  const routes = new Set(allRoutes(staticRoutes(), files.services, files.blog))
  // An alias that is also a slug is reported by checkAliases; links to that slug are fine.
  const aliasTargets = new Map(
    content.posts.flatMap((post) => post.aliases.filter((alias) => !files.blog.includes(alias)).map((alias) => [postRoute(alias), postRoute(post.slug)] as const)),
  )
  const problems: Problem[] = []
  for (const source of markdown) {
    for (const link of renderedMarkdown(source.markdown, root).links) {
      const route = link.url.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1')
      const canonical = aliasTargets.get(route)
      if (!canonical && routes.has(route)) continue
      // Only for a problem: a FAQ answer's line is found by parsing its file's YAML again.
      const line = source.line + link.line - 1
      const message = canonical ? `${link.url} is an alias; link to ${canonical}` : `${link.url} is not a page of this site`
      problems.push({ file: source.file, field: 'link', line, message })
    }
  }
  return problems
}
