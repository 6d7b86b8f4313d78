import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { checkContent } from './checkContent.ts'
import { collections, folderNames, type FolderCollection } from './collections.ts'
import { formatProblem } from './problems.ts'

// Each case copies the real content to a temporary folder, breaks one thing, and expects the
// exact lines an editor would read.
const roots: string[] = []

function copySite(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-check-'))
  roots.push(root)
  fs.cpSync('content', path.join(root, 'content'), { recursive: true })
  fs.cpSync('public', path.join(root, 'public'), { recursive: true })
  return root
}

function edit(root: string, file: string, change: (text: string) => string) {
  const full = path.join(root, file)
  const before = fs.readFileSync(full, 'utf8')
  const after = change(before)
  if (after === before) throw new Error(`the edit of ${file} changed nothing`)
  fs.writeFileSync(full, after)
}

const lineOf = (root: string, file: string, pattern: RegExp) =>
  fs.readFileSync(path.join(root, file), 'utf8').split('\n').findIndex((line) => pattern.test(line)) + 1

const problemsOf = (root: string) => checkContent(root, { render: false }).problems.map(formatProblem)

afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true })
})

const OFFICE = 'content/services/office-cleaning.md'
const FIRST_POST = 'content/blog/how-often-office-cleaning.md'
const SECOND_POST = 'content/blog/commercial-cleaning-service-included.md'

test('the real content passes the check', () => {
  expect(checkContent().problems.map(formatProblem)).toEqual([])
})

describe('schema rules name the file, the field and the line', () => {
  test('a missing field', () => {
    const root = copySite()
    edit(root, OFFICE, (text) => text.replace(/^serviceName: .*\n/m, ''))
    expect(problemsOf(root)).toEqual([`${OFFICE}: serviceName: is required`])
  })

  test('a field of the wrong type', () => {
    const root = copySite()
    edit(root, OFFICE, (text) => text.replace(/^order: 1$/m, 'order: first'))
    expect(problemsOf(root)).toEqual([`${OFFICE}:${lineOf(root, OFFICE, /^order:/)}: order: must be a number, not text`])
  })

  test('a blank required text', () => {
    const root = copySite()
    edit(root, OFFICE, (text) => text.replace(/^checklistHeading: .*$/m, "checklistHeading: '   '"))
    expect(problemsOf(root)).toEqual([`${OFFICE}:${lineOf(root, OFFICE, /^checklistHeading:/)}: checklistHeading: must not be empty`])
  })

  test('a checklist one item short', () => {
    const root = copySite()
    edit(root, OFFICE, (text) => text.replace(/^checklist:\n  - .*\n/m, 'checklist:\n'))
    expect(problemsOf(root)).toEqual([`${OFFICE}:${lineOf(root, OFFICE, /^checklist:/) + 1}: checklist: must list exactly 12 items`])
  })

  test('an unknown card flag', () => {
    const root = copySite()
    edit(root, OFFICE, (text) => text.replace('flag: Most Popular', 'flag: Best Value'))
    const line = lineOf(root, OFFICE, /flag: Best Value/)
    const problems = problemsOf(root)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(new RegExp(`^${OFFICE}:${line}: sections\\.\\d+\\.cards\\.\\d+\\.flag: must be one of: "Most Popular", "24/7 Available", "High Priority", "Priority Areas"$`))
  })

  test('malformed YAML', () => {
    const root = copySite()
    edit(root, OFFICE, (text) => text.replace(/^name: (.*)$/m, 'name: [Office Cleaning'))
    // The parser notices the missing ] on the line after the one that opened it.
    const line = lineOf(root, OFFICE, /^name: \[/) + 1
    expect(problemsOf(root)).toEqual([`${OFFICE}:${line}: malformed front matter: Flow sequence in block collection must be sufficiently indented and end with a ]; check the indentation, and quote a value that holds ": " or starts with a sign such as [ { * # ' "`])
  })

  test('an unknown token', () => {
    const root = copySite()
    edit(root, OFFICE, (text) => text.replace(/\n## /, '\nCall {{mobile}} today.\n\n## '))
    const line = lineOf(root, OFFICE, /\{\{mobile\}\}/)
    expect(problemsOf(root)).toEqual([
      `${OFFICE}:${line}: unknown token {{mobile}}; use one of {{brand}}, {{phone}}, {{secondaryPhone}}, {{email}}, {{address}}, {{clients}}, {{years}}, {{retention}}; docs/tokens.md lists the tokens`,
    ])
  })

  test('a front-matter value that starts with a token, unquoted', () => {
    const root = copySite()
    // Fine for the build, which fills tokens in first; but as written it is not YAML to the web editor.
    edit(root, OFFICE, (text) => text.replace(/^checklistHeading: .*$/m, 'checklistHeading: {{brand}} cleans every desk'))
    const line = lineOf(root, OFFICE, /^checklistHeading:/)
    expect(problemsOf(root)).toEqual([
      `${OFFICE}:${line}: a value that starts with a {{token}} must be in quotes, so the file stays YAML for the web editor: write it "{{...}} ..."`,
    ])
    edit(root, OFFICE, (text) => text.replace(/^checklistHeading: .*$/m, 'checklistHeading: "{{brand}} cleans every desk"'))
    expect(problemsOf(root)).toEqual([])
  })

  test('every problem is listed in one pass', () => {
    const root = copySite()
    edit(root, OFFICE, (text) => text.replace(/^serviceName: .*\n/m, ''))
    edit(root, 'content/services/retail-cleaning.md', (text) => text.replace(/^order: 2$/m, 'order: second'))
    edit(root, FIRST_POST, (text) => text.replace(/^readTime: 5$/m, 'readTime: five'))
    expect(problemsOf(root)).toEqual([
      `${FIRST_POST}:${lineOf(root, FIRST_POST, /^readTime:/)}: readTime: must be a number, not text`,
      `${OFFICE}: serviceName: is required`,
      `content/services/retail-cleaning.md:${lineOf(root, 'content/services/retail-cleaning.md', /^order:/)}: order: must be a number, not text`,
    ])
  })
})

describe('collection rules', () => {
  test('a service missing from the twelve', () => {
    const root = copySite()
    fs.rmSync(path.join(root, 'content/services/showroom-cleaning.md'))
    // Other files link to the page that is gone, and the check says where.
    expect(problemsOf(root)).toContain('content/services: must hold exactly 12 service files, found 11')
  })

  test('a service with the wrong serviceName', () => {
    const root = copySite()
    edit(root, OFFICE, (text) => text.replace(/^serviceName: .*$/m, 'serviceName: Offices'))
    expect(problemsOf(root)).toEqual([expect.stringMatching(new RegExp(`^${OFFICE}: serviceName: must be the name of the service this page offers, one of "Office Cleaning", .*found "Offices"$`))])
  })

  test('two service pages offering the same service', () => {
    const root = copySite()
    const RETAIL = 'content/services/retail-cleaning.md'
    edit(root, RETAIL, (text) => text.replace(/^serviceName: .*$/m, 'serviceName: Office Cleaning'))
    expect(problemsOf(root)).toEqual([`${RETAIL}: serviceName: "Office Cleaning" is the service of ${OFFICE}: each service has one page; write this page's own service`])
  })

  test('a service page renamed keeps its service, its old address as an alias, and passes once links follow it', () => {
    const root = copySite()
    const renamed = 'content/services/offices.md'
    fs.renameSync(path.join(root, OFFICE), path.join(root, renamed))
    edit(root, renamed, (text) => text.replace(/^slug: .*$/m, 'slug: offices').replace(/^aliases: \[\]$/m, 'aliases: [office-cleaning]'))
    // Links to the old address are refused until they name the new one, as for an article.
    expect(problemsOf(root).some((problem) => problem.includes('/services/office-cleaning is an alias; link to /services/offices'))).toBe(true)
    const linking = fs
      .readdirSync(path.join(root, 'content'), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.md') && fs.readFileSync(path.join(root, 'content', name), 'utf8').includes('/services/office-cleaning)'))
    expect(linking.length).toBeGreaterThan(0)
    for (const file of linking) edit(root, `content/${file}`, (text) => text.replaceAll('/services/office-cleaning)', '/services/offices)'))
    expect(problemsOf(root)).toEqual([])
  })

  test('an FAQ group with the wrong number of questions', () => {
    const root = copySite()
    const file = 'content/faq/05-insurance-liability.md'
    // Keep the first question only.
    edit(root, file, (text) => text.replace(/(\n  - question:[\s\S]*?)\n  - question:[\s\S]*$/, '$1\n---\n'))
    expect(problemsOf(root)).toEqual([`${file}: items: must list exactly 3 questions, found 1`])
  })

  test('a duplicate slug', () => {
    const root = copySite()
    edit(root, 'content/services/retail-cleaning.md', (text) => text.replace(/^slug: .*$/m, 'slug: office-cleaning'))
    expect(problemsOf(root)).toEqual([
      'content/services/retail-cleaning.md: slug: "office-cleaning" is already used by content/services/office-cleaning.md',
      'content/services/retail-cleaning.md: slug: must match the file name "retail-cleaning"',
    ])
  })

  test('a dead internal link in a body', () => {
    const root = copySite()
    edit(root, OFFICE, (text) => text.replace(/\n## /, '\nSee our [window cleaning](/services/window-cleaning).\n\n## '))
    const line = lineOf(root, OFFICE, /window-cleaning/)
    expect(problemsOf(root)).toEqual([`${OFFICE}:${line}: link: /services/window-cleaning is not a page of this site`])
  })

  test('a missing image', () => {
    const root = copySite()
    fs.rmSync(path.join(root, 'public/images/services/gym-cleaning.svg'))
    expect(problemsOf(root)).toEqual(['content/services/gym-cleaning.md: image.src: /images/services/gym-cleaning.svg does not exist in public/'])
  })

  test('a picture above the upload limit, however it arrived', () => {
    const root = copySite()
    fs.writeFileSync(path.join(root, 'public/images/blog/site-visit.jpg'), Buffer.alloc(12_345_678))
    expect(problemsOf(root)).toEqual([
      'public/images/blog/site-visit.jpg: is 12.3 MB; a picture may be at most 10 MB: save a smaller copy (3,200 pixels wide is plenty, the site shows pictures at most 1,600 pixels wide) and replace this file with it',
    ])
  })
})

describe('blog chains and aliases', () => {
  test('a neighbour that does not exist', () => {
    const root = copySite()
    edit(root, FIRST_POST, (text) => text.replace(/^next: .*$/m, 'next: how-to-clean-windows'))
    expect(problemsOf(root)).toContain(`${FIRST_POST}: next: "how-to-clean-windows" is not the slug of any article`)
  })

  test('a one-way link', () => {
    const root = copySite()
    edit(root, SECOND_POST, (text) => text.replace(/^prev: .*$/m, 'prev: null'))
    expect(problemsOf(root)).toEqual([
      `${FIRST_POST}: next: points at "commercial-cleaning-service-included", but ${SECOND_POST} has prev: null instead of "how-often-office-cleaning"`,
    ])
  })

  test('a cycle', () => {
    const root = copySite()
    const last = 'content/blog/deep-cleaning-commercial-properties.md'
    edit(root, last, (text) => text.replace(/^next: null$/m, 'next: how-often-office-cleaning'))
    edit(root, FIRST_POST, (text) => text.replace(/^prev: null$/m, 'prev: deep-cleaning-commercial-properties'))
    const problems = problemsOf(root)
    expect(problems).toContain('content/blog: prev: expected 2 chains, but 1 articles have prev: null (trustworthy-commercial-cleaning-company)')
    expect(problems.some((problem) => /next: forms a cycle with no start: .*how-often-office-cleaning/.test(problem))).toBe(true)
  })

  test('an alias that is another article\'s slug', () => {
    const root = copySite()
    edit(root, FIRST_POST, (text) => text.replace(/^aliases: \[\]$/m, 'aliases: [commercial-cleaning-service-included]'))
    expect(problemsOf(root)).toEqual([
      `${FIRST_POST}: aliases.0: "commercial-cleaning-service-included" is the slug of ${SECOND_POST}; an alias must be a retired slug`,
    ])
  })

  test('an alias claimed by two articles', () => {
    const root = copySite()
    edit(root, FIRST_POST, (text) => text.replace(/^aliases: \[\]$/m, 'aliases: [choose-commercial-cleaning-company-melbourne]'))
    expect(problemsOf(root)).toEqual([
      `content/blog/choose-commercial-cleaning-sydney.md: aliases.0: "choose-commercial-cleaning-company-melbourne" is also an alias of ${FIRST_POST}`,
      `${FIRST_POST}: aliases.0: "choose-commercial-cleaning-company-melbourne" is also an alias of content/blog/choose-commercial-cleaning-sydney.md`,
    ])
  })

  test('a link to an alias', () => {
    const root = copySite()
    edit(root, FIRST_POST, (text) => text.replace(/\n## /, '\nRead [how to choose](/blog/commercial-cleaning-cost-factors-melbourne).\n\n## '))
    const line = lineOf(root, FIRST_POST, /cost-factors-melbourne/)
    expect(problemsOf(root)).toEqual([
      `${FIRST_POST}:${line}: link: /blog/commercial-cleaning-cost-factors-melbourne is an alias; link to /blog/commercial-cleaning-cost-factors-sydney`,
    ])
  })
})

// The same rules hold for the old addresses of every collection whose entries are pages and carry
// aliases (collections.ts `pages.aliases`), read from collections.ts rather than listed here.
const aliasCollections = folderNames.flatMap((name) => {
  const { folder, pages } = collections[name] as FolderCollection
  if (!pages?.aliases) return []
  const [first, second] = fs.readdirSync(path.join('content', folder)).filter((file) => file.endsWith('.md')).sort()
  const id = (file: string) => path.basename(file, '.md')
  return [{ name, field: String(pages.aliases), route: pages.route, first: { file: `content/${folder}/${first}`, id: id(first!) }, second: { file: `content/${folder}/${second}`, id: id(second!) } }]
})

describe.each(aliasCollections)('the old addresses of $name', ({ field, route, first, second }) => {
  const setAliases = (root: string, aliases: string[]) =>
    edit(root, first.file, (text) => text.replace(new RegExp(`^${field}: \\[\\]$`, 'm'), `${field}: [${aliases.join(', ')}]`))

  test('an alias that is the slug of another entry is refused', () => {
    const root = copySite()
    setAliases(root, [second.id])
    expect(problemsOf(root)).toEqual([`${first.file}: ${field}.0: "${second.id}" is the slug of ${second.file}; an alias must be a retired slug`])
  })

  test('a retired slug is accepted, and a link to it is refused with the page to link to', () => {
    const root = copySite()
    const retired = `old-${first.id}`
    setAliases(root, [retired])
    expect(problemsOf(root)).toEqual([])
    edit(root, FIRST_POST, (text) => text.replace(/\n## /, `\nRead [our page](${route(retired)}).\n\n## `))
    const line = lineOf(root, FIRST_POST, new RegExp(route(retired)))
    expect(problemsOf(root)).toEqual([`${FIRST_POST}:${line}: link: ${route(retired)} is an alias; link to ${route(first.id)}`])
  })
})

describe('the company figures: written once, in content/facts.yaml', () => {
  const COST_POST = 'content/blog/commercial-cleaning-cost-factors-sydney.md'
  const FACTS = 'content/facts.yaml'

  test('our rate written out instead of its token', () => {
    const root = copySite()
    edit(root, OFFICE, (text) => text.replace('Our office cleaning costs {{rates.office}} per hour', 'Our office cleaning costs $55-85 per hour'))
    expect(problemsOf(root)).toEqual([
      `${OFFICE}:${lineOf(root, OFFICE, /office cleaning costs \$55-85/)}: figure: $55-85 per hour is our hourly rate, offices in content/facts.yaml; write {{rates.office}}`,
    ])
  })

  // Each file's figures are judged once and kept by its text and the facts (load/fileWork.ts): a
  // change of facts must judge again the files whose text is as it was.
  test('a change of facts.yaml is judged in files whose text did not change', () => {
    const root = copySite()
    expect(problemsOf(root)).toEqual([])
    edit(root, FACTS, (text) => text.replace('entity: Sparkwell Commercial Cleaning Pty Ltd', 'entity: Plenty of Sydney offices'))
    expect(problemsOf(root)).toEqual([
      `${FIRST_POST}:${lineOf(root, FIRST_POST, /^Plenty of Sydney offices/)}: figure: "Plenty of Sydney offices" is legal entity, as on invoices and contracts in ${FACTS}; write {{legal.entity}}`,
    ])
  })

  test('a second value for our rate, not marked as the market', () => {
    const root = copySite()
    edit(root, COST_POST, (text) => text.replace('| Office | {{market: $25-40}} |', '| Office | $25-40 |'))
    expect(problemsOf(root)).toEqual([
      `${COST_POST}:${lineOf(root, COST_POST, /^\| Office \| \$25-40/)}: figure: $25-40 per hour differs from our hourly rate, offices ($55-85, {{rates.office}}): write the token, or if it is the market's figure mark it {{market: $25-40}}`,
    ])
  })

  test('a market figure marked as such passes, and shows as plain text', () => {
    const root = copySite()
    edit(root, OFFICE, (text) => text.replace('Our office cleaning costs {{rates.office}} per hour plus GST.', 'Our office cleaning costs {{rates.office}} per hour plus GST, against {{market: $25-40}} per hour across the market.'))
    const { problems, content } = checkContent(root)
    expect(problems.map(formatProblem)).toEqual([])
    const answer = content.services.find((service) => service.slug === 'office-cleaning')!.faq[0]!.answerHtml
    expect(answer).toContain('Our office cleaning costs $55-85 per hour plus GST, against $25-40 per hour across the market.')
  })

  test('a cover amount that differs from ours', () => {
    const root = copySite()
    edit(root, OFFICE, (text) => text.replace('under our {{insurance.publicLiability}} public liability cover', 'under our $10M public liability cover'))
    expect(problemsOf(root)).toEqual([
      `${OFFICE}:${lineOf(root, OFFICE, /under our \$10M/)}: figure: $10M differs from public liability cover ($20M, {{insurance.publicLiability}}): write the token, or if it is the market's figure mark it {{market: $10M}}`,
    ])
  })

  test('a premium written out in a list of time slots', () => {
    const root = copySite()
    const file = 'content/faq/01-pricing-billing.md'
    edit(root, file, (text) => text.replace('and weekend shifts add {{premiums.weekend}}', 'and weekend shifts add 10-25%'))
    expect(problemsOf(root)).toEqual([
      `${file}:${lineOf(root, file, /weekend shifts add 10-25%/)}: figure: 10-25% is weekend premium in content/facts.yaml; write {{premiums.weekend}}`,
    ])
  })

  test('the legal name written out', () => {
    const root = copySite()
    edit(root, 'content/pages/about.md', (text) => text.replace('{{legal.entity}}', 'Sparkwell Commercial Cleaning Pty Ltd'))
    const line = lineOf(root, 'content/pages/about.md', /Sparkwell Commercial Cleaning Pty Ltd/)
    expect(problemsOf(root)).toEqual([
      `content/pages/about.md:${line}: figure: "Sparkwell Commercial Cleaning Pty Ltd" is legal entity, as on invoices and contracts in content/facts.yaml; write {{legal.entity}}`,
    ])
  })

  test('an ABN that fails the ATO checksum', () => {
    const root = copySite()
    edit(root, FACTS, (text) => text.replace(/^  abn: .*$/m, '  abn: 53 824 753 566'))
    expect(problemsOf(root)).toEqual([
      `${FACTS}:${lineOf(root, FACTS, /^  abn:/)}: legal.abn: must be an ABN of 11 digits that passes the ATO checksum, written 53 824 753 565`,
    ])
  })

  test('a figure in facts.yaml that is not an amount', () => {
    const root = copySite()
    edit(root, FACTS, (text) => text.replace(/^  office: .*$/m, '  office: thirty to sixty dollars'))
    const problems = problemsOf(root)
    expect(problems[0]).toBe(`${FACTS}:${lineOf(root, FACTS, /^  office: thirty/)}: rates.office: must be an amount such as $80, $30-60 or $20M`)
  })

  test('a misspelt figure token', () => {
    const root = copySite()
    edit(root, OFFICE, (text) => text.replace('Our office cleaning costs {{rates.office}}', 'Our office cleaning costs {{rates.offices}}'))
    const [problem] = problemsOf(root)
    expect(problem).toMatch(new RegExp(`^${OFFICE}:\\d+: unknown token \\{\\{rates.offices\\}\\}; use one of \\{\\{rates.office\\}\\}, \\{\\{rates.retail\\}\\}, .*; docs/tokens.md lists the tokens$`))
  })

  test('a market marker without its figure', () => {
    const root = copySite()
    edit(root, OFFICE, (text) => text.replace('Our office cleaning costs {{rates.office}}', 'Our office cleaning costs {{market:}}'))
    expect(problemsOf(root)).toContain(`${OFFICE}:${lineOf(root, OFFICE, /\{\{market:\}\}/)}: {{market:}} needs the market's figure after the colon, e.g. {{market: $25-40}}`)
  })
})

describe('read times follow the text, at 230 words a minute', () => {
  test('a read time more than a minute away from the text', () => {
    const root = copySite()
    edit(root, FIRST_POST, (text) => text.replace(/^readTime: 5$/m, 'readTime: 9'))
    const [problem, ...rest] = problemsOf(root)
    expect(rest).toEqual([])
    expect(problem).toMatch(new RegExp(`^${FIRST_POST}:${lineOf(root, FIRST_POST, /^readTime:/)}: readTime: 9 min, but the text has [\\d,]+ words, about [\\d.]+ min at 230 words a minute; write 1,840-2,300 words$`))
  })

  test('an article cut short under its read time', () => {
    const root = copySite()
    // Keep the opening paragraph and the first section only.
    edit(root, FIRST_POST, (text) => text.replace(/(\n## [\s\S]*?)\n## [\s\S]*$/, '$1\n'))
    expect(problemsOf(root)).toEqual([expect.stringMatching(new RegExp(`^${FIRST_POST}:\\d+: readTime: 5 min, but the text has \\d+ words, .*; write 920-1,380 words$`))])
  })
})
