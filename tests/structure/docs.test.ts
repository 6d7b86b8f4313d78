// The documents a newcomer reads stay short and true: README.md and ARCHITECTURE.md within their
// sizes, every link in every Markdown document landing on a file, folder or heading that exists
// (remark-validate-links), and every command they name one the project provides.
import fs from 'node:fs'
import { execFileSync } from 'node:child_process'
import { remark } from 'remark'
import remarkValidateLinks from 'remark-validate-links'
import { VFile } from 'vfile'
import { describe, expect, test } from 'vitest'

/** Every tracked Markdown document but the content's pages, whose links are the site's routes (the content check holds those). */
const documents = execFileSync('git', ['ls-files', '*.md'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && (!file.startsWith('content/') || file === 'content/README.md'))
const scripts = Object.keys((JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts)

describe('the documents', () => {
  test('README.md is at most 12 KB and ARCHITECTURE.md at most 20 KB', () => {
    expect(fs.statSync('README.md').size).toBeLessThanOrEqual(12 * 1024)
    expect(fs.statSync('ARCHITECTURE.md').size).toBeLessThanOrEqual(20 * 1024)
  })

  test.each(documents)('%s links only to files, folders and headings that exist', async (file) => {
    const document = new VFile({ path: file, cwd: process.cwd(), value: fs.readFileSync(file, 'utf8') })
    await remark().use(remarkValidateLinks, { repository: false }).process(document)
    expect(document.messages.map((message) => `${file}:${message.line}: ${message.reason}`)).toEqual([])
  })

  test.each(documents)('%s names only npm scripts the project has', (file) => {
    const named = [...fs.readFileSync(file, 'utf8').matchAll(/npm run (?:--silent )?([\w:-]+)/g)].map((match) => match[1]!)
    expect(named.filter((script) => !scripts.includes(script) && !script.endsWith(':'))).toEqual([])
  })
})
