// An article's "5 min read" is a promise to the reader: the check holds it to the text.
import fs from 'node:fs'
import path from 'node:path'
import type { LoadedContent } from '../entries.ts'
import type { Problem } from '../problems.ts'
import { renderedMarkdown } from '../render/renderedMarkdown.ts'
import { readTimeAdvice, readTimeMisfitOfWords, WORDS_PER_MINUTE } from './readTimeFit.ts'

export function checkReadTimes({ content, markdown, wordList }: LoadedContent, root: string): Problem[] {
  // The body is a file's first Markdown text (its list items follow): found once per file, not searched per post.
  const bodies = new Map<string, string>()
  for (const source of markdown) if (!bodies.has(source.file)) bodies.set(source.file, source.markdown)
  return content.posts.flatMap((post) => {
    const body = bodies.get(post.file)
    const misfit = readTimeMisfitOfWords(post.readTime, body === undefined ? 0 : renderedMarkdown(body, wordList).words)
    if (!misfit) return []
    const { words, minutes, fewest, most } = misfit
    const line = fs.readFileSync(path.join(root, post.file), 'utf8').split('\n').findIndex((text) => /^readTime:/.test(text)) + 1
    return [
      {
        rule: 'readTime' as const,
        file: post.file,
        field: 'readTime',
        line: line || undefined,
        editor: readTimeAdvice(post.readTime, misfit),
        message: `${post.readTime} min, but the text has ${words.toLocaleString('en-AU')} words, about ${minutes.toFixed(1)} min at ${WORDS_PER_MINUTE} words a minute; write ${fewest.toLocaleString('en-AU')}-${most.toLocaleString('en-AU')} words`,
      },
    ]
  })
}
