// Adding a collection is one entry in lib/content/collections.ts (its fields beside the others in
// schema.ts) plus its pages: in a copy of the project, a "team" collection is added that way and
// nothing else is touched, and the content check, the figures check, the link check, the editor's
// config and save path and the build all take it in.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { parse } from 'yaml'
import { removeDir, temporaryCopy } from '../../scripts/projectCopy'

let root: string

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  fs.writeFileSync(path.join(root, file), text)
}
const append = (file: string, text: string) => fs.appendFileSync(path.join(root, file), text)
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8')

/** Puts `text` before the line of `file` that matches `before`. */
function insertBefore(file: string, before: RegExp, text: string) {
  const lines = read(file).split('\n')
  const at = lines.findIndex((line) => before.test(line))
  if (at < 0) throw new Error(`${file} has no line matching ${before}`)
  lines.splice(at, 0, text)
  write(file, lines.join('\n'))
}

const member = (slug: string, name: string, role: string, body: string) =>
  `---\nslug: ${slug}\nname: ${name}\nrole: ${role}\nphoto:\n  src: /images/hero.svg\n  alt: ${name} at work\n---\n\n${body}\n`

function run(command: string, args: string[]) {
  return spawnSync(command, args, { cwd: root, encoding: 'utf8' })
}

describe('a new collection', { timeout: 300_000 }, () => {
  beforeAll(() => {
    root = temporaryCopy('sparkwell-new-collection')
    // The collection: its fields, and one entry.
    append('lib/content/schema.ts', `
export const teamMemberSchema = z.object({
  slug,
  name: text.describe('As the person likes to be called.'),
  role: text,
  photo: image(FRAMES.service),
})
`)
    insertBefore('lib/content/collections.ts', /^ {2}site: defineFile/, `  team: defineFolder({
    folder: 'team',
    schema: teamMemberSchema,
    body: 'required',
    entry: 'profile',
    pages: { route: (id) => \`/team/\${id}\` },
    figures: true,
    editor: { label: 'Team members', as: 'folder', create: true, media: 'images/team', summary: '{{fields.name}}' },
  }),`)
    write('lib/content/collections.ts', read('lib/content/collections.ts').replace('careersSchema, contactSchema,', 'careersSchema, contactSchema, teamMemberSchema,'))
    // Its pages.
    write('pages/team/@slug/+onBeforePrerenderStart.ts', "import { getCollection } from '../../../lib/content/store'\nexport const onBeforePrerenderStart = () => getCollection('team').map((member) => `/team/${member.id}`)\n")
    write('pages/team/@slug/+data.ts', "import { render } from 'vike/abort'\nimport type { PageContextServer } from 'vike/types'\nimport { getEntry } from '../../../lib/content/store'\n\nexport function data(pageContext: PageContextServer) {\n  const member = getEntry('team', pageContext.routeParams.slug ?? '')\n  if (!member) throw render(404)\n  return { head: { title: member.name, description: `${member.name}, ${member.role}.` }, member }\n}\nexport type Data = ReturnType<typeof data>\n")
    write('pages/team/@slug/+Page.tsx', "import type { Data } from './+data'\n\nexport default function Page({ data }: { data: Data }) {\n  return (\n    <article>\n      <h1>{data.member.name}</h1>\n      <p>{data.member.role}</p>\n      <div dangerouslySetInnerHTML={{ __html: data.member.html }} />\n    </article>\n  )\n}\n")
    // Its content, and a link to it from an article.
    write('content/team/ana-lopez.md', member('ana-lopez', 'Ana Lopez', 'Night supervisor', 'Ana has run the night crews in the CBD towers for six years, and knows every loading dock by its gate code.'))
    write('content/team/tom-nguyen.md', member('tom-nguyen', 'Tom Nguyen', 'Account manager', 'Tom looks after schools and clinics across the Inner West, and answers his phone before the second ring.'))
    append('content/blog/how-often-office-cleaning.md', '\nAna, [our night supervisor](/team/ana-lopez), signs off every nightly clean.\n')
  })
  afterAll(() => removeDir(root))

  const check = () => run(path.join(root, 'node_modules/.bin/node'), ['scripts/check-content.ts'])

  test('the content check reads it, links to it are links to pages, and it counts in the summary', () => {
    const result = check()
    expect(result.stderr).toBe('')
    expect(result.stdout).toContain('2 team members')
  })

  test('its files are held to their schema, its text to the figures of facts.yaml and its body to being there', () => {
    const source = read('content/team/tom-nguyen.md')
    try {
      write('content/team/tom-nguyen.md', source.replace(/^role: .*\n/m, '').replace('answers his phone', 'quotes offices at $55-85 per hour plus GST and answers his phone'))
      write('content/team/new-starter.md', '---\nslug: new-starter\nname: New Starter\nrole: Cleaner\nphoto:\n  src: /images/hero.svg\n  alt: A new starter\n---\n')
      const result = check()
      expect(result.status).toBe(1)
      expect(result.stderr.trim().split('\n').slice(2)).toEqual([
        'content/team/new-starter.md:9: the profile has no text: write it below the second --- line',
        'content/team/tom-nguyen.md: role: is required',
        'content/team/tom-nguyen.md:9: figure: $55-85 per hour is our hourly rate, offices in content/facts.yaml; write {{rates.office}}',
      ])
    } finally {
      write('content/team/tom-nguyen.md', source)
      fs.rmSync(path.join(root, 'content/team/new-starter.md'))
    }
  })

  test("the editor's save path knows its files and their schema", async () => {
    const { schemaForFile } = (await import(pathToFileURL(path.join(root, 'lib/editor/editorData.ts')).href)) as typeof import('../../lib/editor/editorData')
    const found = schemaForFile('content/team/ana-lopez.md')
    expect(found?.markdown).toBe(true)
    expect(Object.keys((found!.schema as unknown as { shape: object }).shape)).toEqual(['slug', 'name', 'role', 'photo'])
  })

  test('the build makes its pages, lists them in the sitemap and gives the editor a form for it', () => {
    const result = run('npm', ['run', 'build'])
    if (result.status !== 0) throw new Error(`the build failed:\n${result.stdout}\n${result.stderr}`)
    expect(read('dist/client/team/ana-lopez/index.html')).toContain('<h1>Ana Lopez</h1>')
    expect(read('dist/client/team/tom-nguyen/index.html')).toContain('answers his phone before the second ring')
    expect(read('dist/client/sitemap.xml')).toContain('/team/tom-nguyen</loc>')
    const config = parse(read('dist/client/admin/config.yml')) as { collections: { name: string; folder?: string; fields?: { name: string; widget: string }[] }[] }
    const team = config.collections.find((collection) => collection.name === 'team')
    expect(team).toMatchObject({ folder: 'content/team', label: 'Team members', create: true })
    expect(team!.fields!.map((field) => `${field.name}:${field.widget}`)).toEqual(['slug:string', 'name:string', 'role:string', 'photo:object', 'body:markdown'])
  })
})
