// Generated articles for the bench: about 600 words each of varied prose about commercial cleaning,
// shaped like the real ones (## headings, a list, a GFM table, internal links, tokens), with front
// matter the content check accepts. The text is generated from a seeded random source, so every
// article differs from the others but a given size always produces the same files.
import fs from 'node:fs'
import path from 'node:path'

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
    services: listSlugs(path.join(root, 'content', 'services')),
    posts: listSlugs(blogDir).filter((slug) => !slug.startsWith('bench-')),
    images: fs.readdirSync(path.join(root, 'public', 'images', 'blog')).filter((name) => name.endsWith('.svg')).sort(),
  }
  if (!links.services.length || !links.posts.length || !links.images.length) throw new Error(`${root} has no services, articles or blog images to link to`)

  for (let index = 1; index <= count; index++) {
    const slug = benchSlug(index, count)
    const prev = index === 1 ? CHAIN_END : benchSlug(index - 1, count)
    const next = index === count ? null : benchSlug(index + 1, count)
    fs.writeFileSync(path.join(blogDir, `${slug}.md`), article(index, slug, prev, next, links))
  }
}

function listSlugs(folder: string): string[] {
  return fs.readdirSync(folder).filter((name) => name.endsWith('.md') && name !== 'README.md').map((name) => name.slice(0, -3)).sort()
}

interface Links {
  services: string[]
  posts: string[]
  images: string[]
}

function article(index: number, slug: string, prev: string, next: string | null, links: Links): string {
  const random = mulberry32(index * 2654435761)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!
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
  // Sentences are dealt from a shuffled deck, so one article repeats none until it has used all.
  let deck: string[] = []
  const sentence = () => {
    if (!deck.length) deck = shuffle([...SENTENCES], random)
    return fill(deck.pop()!)
  }
  const paragraph = (sentences: number) => Array.from({ length: sentences }, sentence).join(' ')

  // Two internal links: one service page and one real article, both routes the site builds.
  const service = pick(links.services)
  const serviceLink = `[${pick(['our', 'the', 'a dedicated'])} ${service.replace(/-/g, ' ')} service](/services/${service})`
  const postLink = `[${pick(['This guide', 'Our article on the subject', 'A related guide', 'The longer explanation'])}](/blog/${pick(links.posts)})`

  const headings = shuffle([...HEADINGS], random).slice(0, 4).map(fill)
  const listItems = shuffle([...LIST_ITEMS], random).slice(0, 5 + Math.floor(random() * 3)).map(fill)
  const tableRows = shuffle([...TABLE_ROWS], random).slice(0, 4 + Math.floor(random() * 3))

  const body: string[] = [
    `${paragraph(3)} {{brand}} ${fill(pick(BRAND_SENTENCES))}`,
    paragraph(3),
    `## ${headings[0]}`,
    `${paragraph(3)} For the details of what a visit covers, see ${serviceLink}.`,
    paragraph(2),
    `## ${headings[1]}`,
    fill(pick(LIST_INTROS)),
    listItems.map((item) => `- ${item}`).join('\n'),
    paragraph(2),
    `## ${headings[2]}`,
    `${paragraph(2)} The table shows typical figures for ${sector.plural} in and around ${suburb}.`,
    ['| Task | How often | Typical time |', '|---|---|---:|', ...tableRows.map(([task, often]) => `| ${task} | ${often} | ${5 + Math.floor(random() * 55)} min |`)].join('\n'),
    `${paragraph(2)} ${postLink} goes further into planning a schedule.`,
    `## ${headings[3]}`,
  ]
  while (countWords(body.join(' ')) < TARGET_WORDS - 40) body.push(paragraph(3))
  body.push(`${paragraph(1)} Call {{phone}} or write to {{email}} to arrange a walk-through.`)
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
    `readTime: ${Math.max(1, Math.round(countWords(text) / 200))}`,
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

/** A small, fast, seedable random source: the same seed always gives the same article. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
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

const LIST_ITEMS = [
  'Wipe and disinfect {areas} at the end of every {period}', 'Vacuum carpets with a HEPA-filtered machine',
  'Empty bins and replace liners before they overflow', 'Restock soap, paper towel and toilet paper',
  'Spot-clean glass doors and partitions', 'Mop hard floors with a {product}', 'Dust vents, ledges and skirting boards',
  'Clean kitchen benches, sinks and the microwave', 'Sanitise door handles, lift buttons and switches',
  'Record each visit in a shared log', 'Report damage or maintenance issues the same day',
  'Rotate deep-clean tasks so each area is covered monthly', 'Use colour-coded cloths to stop cross-contamination',
  'Check {areas} against the agreed checklist', 'Lock up and set the alarm when the team leaves',
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
  period: ['day', 'shift', 'evening', 'week'],
  product: ['neutral pH cleaner', 'hospital-grade disinfectant', 'plant-based detergent', 'microfibre flat mop'],
  people: ['staff', 'visitors', 'customers', 'tenants', 'patients', 'members', 'students'],
  verb: ['notice', 'judge', 'remember', 'comment on', 'care about'],
  adjective: ['consistent', 'thorough', 'reliable', 'careful', 'well-trained', 'properly supervised'],
  risk: ['slips on wet floors', 'cross-contamination', 'dust build-up', 'odours', 'pest activity', 'germs on shared surfaces'],
  timeframe: ['within a month', 'over a quarter', 'in the first few weeks', 'by the end of the year'],
  number: ['two', 'three', 'four', 'five', 'six'],
  result: ['fewer sick days', 'fewer complaints', 'a better first impression', 'longer-lasting carpets', 'calmer audits', 'happier tenants'],
}

const SENTENCES = [
  'Most {people} {verb} the state of the {areas} long before they look at anything else.',
  'In {place}, the busiest surfaces collect grime fastest, so they deserve a {adjective} routine.',
  'A {adjective} cleaning team follows the same checklist every visit, which is what keeps standards steady.',
  'Skipping a visit rarely saves money: the work simply piles up and takes longer next time.',
  'Managers of {sector} in {suburb} often tell us that {risk} was their main worry before they changed providers.',
  'Agreeing on the scope in writing avoids arguments about who was meant to clean the {areas}.',
  'The right frequency depends on how many {people} use the space and what they do there.',
  'A {product} handles most everyday soiling without damaging finishes.',
  'Small changes, such as adding a mid-week visit to the {areas}, often bring {result} {timeframe}.',
  'It helps to walk through the site with your cleaner every {number} months and adjust the plan.',
  'Photos of each area after the clean give you a record you can check from your desk.',
  'Cleaning after hours means {people} never work around buckets and cords, and the team can move quickly.',
  'If {risk} worries you, ask the cleaner to explain the controls they use and how they train staff.',
  'Good records show what was done, by whom and when, which matters if an incident is ever questioned.',
  'Seasonal peaks in {suburb}, such as wet winters, bring more grit into {place} and call for extra floor care.',
  'A {adjective} supervisor checks the work against the checklist and fixes gaps before you notice them.',
  'Clear labelling of chemicals and colour-coded equipment keep {place} safe for everyone who uses it.',
  'Budgets go further when daily tasks stay light and heavier jobs are planned {timeframe}.',
  'Ask for a sample schedule: it shows quickly whether the cleaner understands {sector}.',
  'The best results come from a partnership in which {people} report problems and the cleaners act on them.',
  'Even a {number}-person team can cover {place} well when tasks are divided by zone rather than by person.',
  'Consistency matters more than intensity: {number} short visits a week usually beat one long one.',
  'New cleaners should be inducted on site, shown the exits and told which rooms are off limits.',
  'Microfibre cloths lift more dirt with less chemical, and they are washed and reused rather than thrown away.',
  'A shared log lets {people} and cleaners leave notes for each other without waiting for a meeting.',
  'Hard floors in {place} wear faster when grit is tracked in, so entrance matting pays for itself.',
  'Quotes that look cheap often leave out consumables, supervision or the cost of replacing absent staff.',
  'The first month of a new contract is the time to be specific about what you expect in the {areas}.',
  'Insurance certificates, police checks and safety data sheets should be on file before the first visit.',
  'When {people} see a clean space every morning, they tend to keep it tidy through the day.',
  'A quarterly deep clean reaches the places a nightly visit cannot, from vents to the backs of cupboards.',
  'Good cleaners raise small problems, such as a dripping tap or a loose tile, before they become expensive.',
  'Green products have improved a great deal, and most now match conventional ones on everyday soiling.',
  'Keys, alarm codes and access cards need a clear procedure, especially when the team changes.',
  'Feedback works best when it is specific: name the room, the surface and what was missed.',
  'In {suburb}, many {sector} share a building, so coordinating with the building manager saves time.',
]
