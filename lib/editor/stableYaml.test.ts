import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { patchYaml } from './stableYaml.ts'

const root = process.cwd()
const yamlOf = (file: string) => {
  const source = fs.readFileSync(path.join(root, file), 'utf8')
  return file.endsWith('.yaml') ? source : source.split(/^---$/m)[1]!.replace(/^\n/, '')
}
const contentFiles = ['content/site.yaml', 'content/testimonials.yaml', ...['blog', 'services', 'faq', 'pages'].flatMap((dir) => fs.readdirSync(path.join(root, 'content', dir)).filter((name) => name.endsWith('.md') && name !== 'README.md').map((name) => `content/${dir}/${name}`))]

describe('patchYaml', () => {
  it('gives back every content file byte for byte when nothing changed', () => {
    for (const file of contentFiles) expect(patchYaml(yamlOf(file), parse(yamlOf(file))), file).toBe(yamlOf(file))
  })

  it('changes only the lines of the values that changed', () => {
    const source = yamlOf('content/services/office-cleaning.md')
    const data = parse(source)
    data.checklist[2] = 'Vacuum every carpet, rug and chair'
    data.faq[0].answer = `${data.faq[0].answer} Ask us for a sample schedule.`
    data.hero.phone = !data.hero.phone
    data.checklist.pop()
    const patched = patchYaml(source, data)
    // The edited answer stays a folded paragraph, as the others are.
    expect(patched).toMatch(/answer: >-\n {6}Our office cleaning costs/)
    expect(parse(patched)).toEqual(data)
    const before = source.split('\n')
    const after = patched.split('\n')
    const changed = after.filter((line) => !before.includes(line))
    expect(changed.some((line) => line.includes('Vacuum every carpet, rug and chair'))).toBe(true)
    expect(changed.some((line) => line.includes('phone:'))).toBe(true)
    // Unchanged answers keep their folded lines exactly.
    expect(patched).toContain(data.faq[1] && source.split('\n').find((line) => line.includes(data.faq[1].question.slice(0, 30))))
    expect(after.filter((line) => !before.includes(line)).length).toBeLessThanOrEqual(8)
    expect(before.filter((line) => !after.includes(line)).length).toBeLessThanOrEqual(8)
  })

  it('adds, removes and empties fields in place', () => {
    const source = 'slug: a\ntitle: A\nprev: null\naliases: []\n'
    expect(patchYaml(source, { slug: 'a', title: 'A', navTitle: 'Short', prev: 'b', aliases: ['old-a'] })).toBe('slug: a\ntitle: A\nnavTitle: Short\nprev: b\naliases:\n  - old-a\n')
    expect(patchYaml('slug: a\nnavTitle: Short\naliases:\n  - old-a\n  - older-a\n', { slug: 'a', aliases: [] })).toBe('slug: a\naliases: []\n')
  })
})
