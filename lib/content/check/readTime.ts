// An article's "5 min read" is a promise to the reader: the check holds it to the text.
import fs from 'node:fs'
import path from 'node:path'
import type { LoadedContent } from '../entries.ts'
import type { Problem } from '../problems.ts'
import { renderedMarkdown } from '../render/renderedMarkdown.ts'

/** Words an adult reads in a minute of web copy. */
export const WORDS_PER_MINUTE = 230
/** How far the stated read time may sit from the text's, in minutes. */
const TOLERANCE = 1

export function checkReadTimes({ content, markdown }: LoadedContent, root: string): Problem[] {
  // The body is a file's first Markdown text (its list items follow): found once per file, not searched per post.
  const bodies = new Map<string, string>()
  for (const source of markdown) if (!bodies.has(source.file)) bodies.set(source.file, source.markdown)
  return content.posts.flatMap((post) => {
    // From the rendered-Markdown cache: counted once per text, not once per build.
    const body = bodies.get(post.file)
    const words = body === undefined ? 0 : renderedMarkdown(body, root).words
    const minutes = words / WORDS_PER_MINUTE
    if (Math.abs(minutes - post.readTime) <= TOLERANCE) return []
    const fewest = Math.ceil((post.readTime - TOLERANCE) * WORDS_PER_MINUTE)
    const most = Math.floor((post.readTime + TOLERANCE) * WORDS_PER_MINUTE)
    const line = fs.readFileSync(path.join(root, post.file), 'utf8').split('\n').findIndex((text) => /^readTime:/.test(text)) + 1
    return [
      {
        file: post.file,
        field: 'readTime',
        line: line || undefined,
        message: `${post.readTime} min, but the text has ${words.toLocaleString('en-AU')} words, about ${minutes.toFixed(1)} min at ${WORDS_PER_MINUTE} words a minute; write ${fewest.toLocaleString('en-AU')}-${most.toLocaleString('en-AU')} words`,
      },
    ]
  })
}
