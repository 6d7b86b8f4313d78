// One worker thread of onAllCores.ts: the work on its files, sent back as the store keeps it.
import { parentPort, workerData } from 'node:worker_threads'
import { proseTextKey } from './check/checkProse.ts'
import { proseFindings } from './check/prose.ts'
import type { FolderName } from './collections.ts'
import { doFileWork, fileWorkInput } from './load/fileWork.ts'
import { checkMarkdown, markdownKey } from './render/renderedMarkdown.ts'
import type { Facts } from './schema.ts'

const { files, tokens, tokensKey, facts, wordList } = workerData as {
  files: { name: FolderName; id: string; file: string; text: string }[]
  tokens: Record<string, string>
  tokensKey: string
  facts?: Facts
  wordList: string
}
const results = new Map<string, [string, string, unknown]>()
const add = ([kind, input]: [string, string], make: () => unknown) => {
  if (!results.has(`${kind}\0${input}`)) results.set(`${kind}\0${input}`, [kind, input, make()])
}
for (const { name, id, file, text } of files) {
  const work = doFileWork(name, id, file, text, tokens, facts)
  add(['file', fileWorkInput(file, text, tokensKey)], () => work)
  for (const { markdown } of work.markdown) add(markdownKey(markdown, wordList), () => checkMarkdown(markdown, wordList))
  for (const source of work.texts) {
    if (source.format === 'markdown') add(markdownKey(source.text, wordList), () => checkMarkdown(source.text, wordList))
    else add(proseTextKey(source.text, wordList), () => proseFindings(source.text, { format: source.format, wordList }))
  }
}
parentPort!.postMessage([...results.values()])
