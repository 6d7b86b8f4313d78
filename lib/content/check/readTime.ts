// An article's "5 min read" is a promise to the reader: the check holds it to the text.
import fs from 'node:fs'
import path from 'node:path'
import type { LoadedContent } from '../entries.ts'
import type { Problem } from '../problems.ts'
import { readTimeMisfit, WORDS_PER_MINUTE } from './readTimeFit.ts'

export function checkReadTimes({ content, markdown }: LoadedContent, root: string): Problem[] {
  return content.posts.flatMap((post) => {
    const body = markdown.find((source) => source.file === post.file)
    const misfit = readTimeMisfit(post.readTime, body?.markdown ?? '')
    if (!misfit) return []
    const { words, minutes, fewest, most } = misfit
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
