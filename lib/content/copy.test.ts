import { describe, expect, test } from 'vitest'
import { loadContent } from './checkContent'
import { factTokens } from './load/tokens'
import { countWords } from './render/markdown'

// What editors and writers promised: real length, and no copy pasted from one page to another.
const { content, markdown } = loadContent(process.cwd(), { render: false })

describe('every article is at least 700 words', () => {
  test.each(content.posts.map((post) => [post.slug, post.file]))('%s', (_slug, file) => {
    const body = markdown.find((source) => source.file === file && source.line > 5)
    expect(countWords(body?.markdown ?? '')).toBeGreaterThanOrEqual(700)
  })
})

test('no sentence of twelve words or more appears in two files, but a promise quoted whole by its token', () => {
  const seen = new Map<string, string>()
  const repeated: string[] = []
  const sentencesOf = (text: string) =>
    text
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .split(/(?<=[.!?])\s+|\n+/)
      .map((sentence) => sentence.replace(/[^A-Za-z0-9$% ]/g, '').replace(/\s+/g, ' ').trim().toLowerCase())
      .filter((sentence) => sentence.split(' ').length >= 12)
  // The one statement of each promise (content/facts.yaml promises) is meant to be quoted on every page that makes it.
  const promises = new Set(Object.entries(factTokens(content.site.facts)).flatMap(([token, text]) => (token.startsWith('promises.') ? sentencesOf(text) : [])))
  for (const source of markdown) {
    for (const sentence of new Set(sentencesOf(source.markdown).filter((sentence) => !promises.has(sentence)))) {
      const first = seen.get(sentence)
      if (first && first !== source.file) repeated.push(`${source.file} repeats ${first}: "${sentence}"`)
      else seen.set(sentence, source.file)
    }
  }
  expect(repeated).toEqual([])
})
