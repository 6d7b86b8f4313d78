import fs from 'node:fs'
import { expect, test } from 'vitest'
import { loadContent } from '../content/checkContent.ts'
import { TOKEN_REFERENCE, tokenReference } from './tokenTable.ts'

test('docs/tokens.md lists exactly the tokens there are, with today\'s figures', () => {
  const { content } = loadContent(process.cwd(), { render: false })
  // On failure: run `npm run docs:tokens` and commit docs/tokens.md.
  expect(fs.readFileSync(TOKEN_REFERENCE, 'utf8')).toBe(tokenReference(content.site, content.site.facts!))
})
