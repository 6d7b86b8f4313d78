// Generated articles for the bench: about 600 words each of varied prose about commercial cleaning,
// shaped like the real ones (## headings, a list, a GFM table, internal links, tokens), with front
// matter the content check accepts. The text is generated from a seeded random source, so every
// article differs from the others but a given size always produces the same files.
//
// Paragraphs and list items are drawn word by word from the real articles (which word follows
// which), so they pass the check's prose rules as the real copy does (Australian spelling, "a" and
// "an", no word twice), and no two articles share their paragraphs, which the check would refuse as
// copy written twice; the links, the brand and the sign-off stand in paragraphs of their own.
import fs from 'node:fs'
import path from 'node:path'
import { WORDS_PER_MINUTE } from '../../lib/content/check/readTimeFit.ts'
import { seededRandom } from '../../tests/support/seededRandom.ts'

/** The article that ends the second prev/next chain; the generated ones continue it. */
export const CHAIN_END = 'workplace-safety-cleaning-service'

/** Words per generated article, roughly: the real articles run from 500 to 1,100. */
const TARGET_WORDS = 600

export const benchSlug = (index: number, count: number) => `bench-${String(index).padStart(Math.max(4, String(count).length), '0')}`

/**
 * Writes `count` articles into `root`/content/blog as bench-0001.md onwards, chained after
 * CHAIN_END (whose `next:` is rewritten to point at the first). `root` is a copy of the project.
 */
export function generateArticles(root: string, count: number): void {
  if (count <= 0) return
  const blogDir = path.join(root, 'content', 'blog')
  const chainEnd = path.join(blogDir, `${CHAIN_END}.md`)
  if (!fs.existsSync(chainEnd)) throw new Error(`${chainEnd} is missing: the generated articles are appended to that article's chain`)
  const source = fs.readFileSync(chainEnd, 'utf8')
  if (!/^next: null$/m.test(source)) throw new Error(`${chainEnd} does not end its chain (no "next: null" line), so the generated articles cannot follow it`)
  fs.writeFileSync(chainEnd, source.replace(/^next: null$/m, `next: ${benchSlug(1, count)}`))

  const links = {
    services: listSlugs(path.join(root, 'content', 'services')).map((slug) => ({ slug, title: serviceName(path.join(root, 'content', 'services', `${slug}.md`)) })),
    posts: listSlugs(blogDir).filter((slug) => !slug.startsWith('bench-')),
    images: fs.readdirSync(path.join(root, 'public', 'images', 'blog')).filter((name) => name.endsWith('.svg')).sort(),
  }
  if (!links.services.length || !links.posts.length || !links.images.length) throw new Error(`${root} has no services, articles or blog images to link to`)

  const chain = wordChain(links.posts.map((slug) => fs.readFileSync(path.join(blogDir, `${slug}.md`), 'utf8')))
  for (let index = 1; index <= count; index++) {
    const slug = benchSlug(index, count)
    const prev = index === 1 ? CHAIN_END : benchSlug(index - 1, count)
    const next = index === count ? null : benchSlug(index + 1, count)
    fs.writeFileSync(path.join(blogDir, `${slug}.md`), article(index, slug, prev, next, links, chain))
  }
}

function serviceName(file: string): string {
  const title = /^serviceName: (.*)$/m.exec(fs.readFileSync(file, 'utf8'))?.[1]?.replace(/^["']|["']$/g, '')
  if (!title || title.includes('{{')) throw new Error(`${file} has no plain serviceName to link with`)
  return title
}

/** Which word follows which in the plain sentences of the real articles, and the words that start one. */
interface WordChain {
  starts: string[]
  next: Map<string, string[]>
}

function wordChain(articles: string[]): WordChain {
  const chain: WordChain = { starts: [], next: new Map() }
  for (const source of articles) {
    const body = source.replace(/^---\n[\s\S]*?\n---\n/, '')
    const paragraphs = body.split(/\n\s*\n/).filter((block) => !/^\s*([#|>*-]|\d+\.)/.test(block))
    for (const paragraph of paragraphs) {
      const plain = paragraph.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*_`]/g, '').replace(/\s+/g, ' ')
      // Only sentences of words: a figure, a token or a bracket would have to be written out whole.
      for (const sentence of plain.split(/(?<=[.!?]) /)) {
        if (!/^[A-Z][A-Za-z' ,-]*[A-Za-z][.!?]$/.test(sentence.trim())) continue
        const words = sentence.trim().split(' ')
        chain.starts.push(words[0]!)
        words.slice(1).forEach((word, index) => {
          const before = words[index]!
          const list = chain.next.get(before)
          if (list) list.push(word)
          else chain.next.set(before, [word])
        })
      }
    }
  }
  if (chain.starts.length < 50) throw new Error('the real articles hold too few plain sentences to generate text from')
  return chain
}

function listSlugs(folder: string): string[] {
  return fs.readdirSync(folder).filter((name) => name.endsWith('.md') && name !== 'README.md').map((name) => name.slice(0, -3)).sort()
}

interface Links {
  services: { slug: string; title: string }[]
  posts: string[]
  images: string[]
}

function article(index: number, slug: string, prev: string, next: string | null, links: Links, chain: WordChain): string {
  // The same seed always gives the same article.
  const { next: random, pick } = seededRandom(index * 2654435761)
  const sector = pick(SECTORS)
  const suburb = pick(SUBURBS)
  const topic = pick(TOPICS)
  const fill = (template: string) =>
    template.replace(/\{(\w+)\}/g, (whole, key: string) => {
      if (key === 'sector') return sector.plural
      if (key === 'place') return sector.place
      if (key === 'suburb') return suburb
      const pool = WORDS[key]
      return pool ? pick(pool) : whole
    })
  // A sentence walks the chain from a starting word to a word that ends one (or stops at a comma-free
  // word once long enough, with a full stop added).
  const sentence = (most = 40) => {
    const words = [pick(chain.starts)]
    while (!/[.!?]$/.test(words.at(-1)!)) {
      const options = chain.next.get(words.at(-1)!)
      if (!options || words.length >= most) {
        words[words.length - 1] = `${words.at(-1)!.replace(/[,]$/, '')}.`
        break
      }
      words.push(pick(options))
    }
    return words.join(' ')
  }
  const paragraph = (sentences: number) => Array.from({ length: sentences }, () => sentence()).join(' ')

  // Two internal links: one service page and one real article, both routes the site builds.
  const service = pick(links.services)
  const serviceLink = `[${service.title}](/services/${service.slug})`
  const postLink = `[${pick(['This guide', 'Our article on the subject', 'A related guide', 'The longer explanation'])}](/blog/${pick(links.posts)})`

  const headings = shuffle([...HEADINGS], random).slice(0, 4).map(fill)
  const listItems = Array.from({ length: 5 + Math.floor(random() * 3) }, () => sentence(12))
  const tableRows = shuffle([...TABLE_ROWS], random).slice(0, 4 + Math.floor(random() * 3))

  const body: string[] = [
    paragraph(3),
    `{{brand}} ${fill(pick(BRAND_SENTENCES))}`,
    paragraph(3),
    `## ${headings[0]}`,
    paragraph(3),
    `For the details of what a visit covers, see ${serviceLink}.`,
    paragraph(2),
    `## ${headings[1]}`,
    fill(pick(LIST_INTROS)),
    listItems.map((item) => `- ${item}`).join('\n'),
    paragraph(2),
    `## ${headings[2]}`,
    paragraph(2),
    `The table shows typical figures for ${sector.plural} in and around ${suburb}.`,
    ['| Task | How often | Typical time |', '|---|---|---:|', ...tableRows.map(([task, often]) => `| ${task} | ${often} | ${5 + Math.floor(random() * 55)} min |`)].join('\n'),
    paragraph(2),
    `${postLink} goes further into planning a schedule.`,
    `## ${headings[3]}`,
  ]
  while (countWords(body.join(' ')) < TARGET_WORDS - 40) body.push(paragraph(3))
  body.push(paragraph(1), 'Call {{phone}} or write to {{email}} to arrange a walk-through.')
  const text = body.join('\n\n')

  const title = `${fill(topic)}: ${sector.title} in ${suburb} (No. ${index})`
  const description = clip(`${fill(pick(DESCRIPTIONS))} A guide for ${sector.plural} in ${suburb}.`, 160)
  const date = new Date(Date.UTC(2024, 10, 27) - index * 86_400_000).toISOString().slice(0, 10)
  const image = links.images[index % links.images.length]!

  const frontMatter = [
    '---',
    `slug: ${slug}`,
    `title: ${JSON.stringify(title)}`,
    `description: ${JSON.stringify(description)}`,
    `category: ${JSON.stringify(pick(CATEGORIES))}`,
    `readTime: ${Math.max(1, Math.round(countWords(text) / WORDS_PER_MINUTE))}`,
    `date: ${date}`,
    'heroImage:',
    `  src: /images/blog/${image}`,
    `  alt: ${JSON.stringify(`Flat illustration of a cleaner at work in ${sector.place} in ${suburb}`)}`,
    `prev: ${prev}`,
    `next: ${next ?? 'null'}`,
    'aliases: []',
    '---',
  ]
  return `${frontMatter.join('\n')}\n\n${text}\n`
}

export const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length

function clip(text: string, max: number): string {
  if (text.length <= max) return text
  return `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}.`
}

function shuffle<T>(list: T[], random: () => number): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[list[i], list[j]] = [list[j]!, list[i]!]
  }
  return list
}

// ---------------------------------------------------------------------------------------------
// Word pools. Placeholders in braces are filled per article ({sector}, {place}, {suburb}) or per
// use (any key of WORDS).

const SECTORS = [
  { plural: 'offices', place: 'an open-plan office', title: 'Offices' },
  { plural: 'medical suites', place: 'a medical suite', title: 'Medical Suites' },
  { plural: 'gyms', place: 'a gym', title: 'Gyms' },
  { plural: 'warehouses', place: 'a warehouse', title: 'Warehouses' },
  { plural: 'schools', place: 'a school classroom', title: 'Schools' },
  { plural: 'retail stores', place: 'a retail store', title: 'Retail Stores' },
  { plural: 'restaurants', place: 'a restaurant kitchen', title: 'Restaurants' },
  { plural: 'car showrooms', place: 'a car showroom', title: 'Showrooms' },
  { plural: 'strata buildings', place: 'a strata lobby', title: 'Strata Buildings' },
  { plural: 'childcare centres', place: 'a childcare centre', title: 'Childcare Centres' },
  { plural: 'co-working spaces', place: 'a co-working space', title: 'Co-working Spaces' },
  { plural: 'dental clinics', place: 'a dental clinic', title: 'Dental Clinics' },
] as const

const SUBURBS = [
  'Parramatta', 'Chatswood', 'Surry Hills', 'North Sydney', 'Macquarie Park', 'Alexandria', 'Bondi Junction',
  'Hurstville', 'Liverpool', 'Penrith', 'Castle Hill', 'Ultimo', 'Pyrmont', 'Mascot', 'Ryde', 'Blacktown',
  'Hornsby', 'Burwood', 'Sutherland', 'Brookvale', 'Rhodes', 'Norwest', 'St Leonards', 'Marrickville',
]

const TOPICS = [
  'How to {plan} a Cleaning Schedule', 'What a Good Clean Looks Like', 'Keeping {areas} Spotless',
  'The Hidden Cost of Skipping Cleans', 'Choosing Products That Work', 'Getting More From Your Cleaners',
  'A Practical Hygiene Checklist', 'Cleaning Around Busy Hours', 'Floors, Glass and the Details People Notice',
  'Budgeting for Commercial Cleaning', 'Training Cleaners for {areas}', 'Measuring Cleaning Quality',
]

const CATEGORIES = ['Business Tips', 'Office Cleaning', 'Health & Safety', 'Scheduling', 'Quality Assurance', 'Service Guide', 'Pricing Guide', 'Eco-Friendly']

const HEADINGS = [
  'Why {areas} need attention', 'Setting the right frequency', 'What the cleaners should bring',
  'Working around your staff', 'Costs and how to control them', 'Checking the results',
  'Products and equipment', 'Health, safety and records', 'When to ask for a deep clean',
  'Common mistakes to avoid', 'Questions to ask before you sign', 'Making the schedule stick',
]

const LIST_INTROS = [
  'A sound routine usually covers the following points:',
  'Before the first visit, agree on these items in writing:',
  'Most managers we work with start with this short list:',
  'These are the tasks that make the biggest difference:',
]

const TABLE_ROWS: [string, string][] = [
  ['Bins and recycling', 'Daily'], ['Kitchen benches and sinks', 'Daily'], ['Bathrooms and washrooms', 'Daily'],
  ['Vacuum carpets', 'Two or three times a week'], ['Mop hard floors', 'Two or three times a week'],
  ['Internal glass', 'Weekly'], ['High dusting', 'Fortnightly'], ['Carpet steam clean', 'Every six months'],
  ['Window exteriors', 'Quarterly'], ['Touch points', 'Daily'], ['Fridge clean-out', 'Weekly'],
]

const DESCRIPTIONS = [
  'What to clean, how often and what it costs.', 'A checklist, a sample schedule and the questions to ask your cleaner.',
  'Practical advice on frequency, products and checking the results.', 'How to plan cleaning around your team and your budget.',
  'The tasks that matter most and how to keep standards consistent.',
]

const BRAND_SENTENCES = [
  'has cleaned {sector} across Sydney for years, and the same lessons come up again and again.',
  'works with {sector} every night of the week, so this guide draws on what actually happens on site.',
  'put this guide together from the questions facility managers ask us most often.',
]

const WORDS: Record<string, string[]> = {
  plan: ['Plan', 'Build', 'Set Up', 'Review'],
  areas: ['kitchens', 'bathrooms', 'reception areas', 'meeting rooms', 'entrances', 'stairwells', 'break rooms', 'shared desks', 'change rooms', 'loading docks'],
}

