// The token tables of content/README.md, written from the tokens' own definitions and the facts
// file, so the editor's guide can never list a token that does not exist or miss one that does.
import type { Facts } from './schema.ts'
import { describeToken, factTokens, SITE_TOKENS } from './load/tokens.ts'

export const TABLE_START = '<!-- tokens: written by `npm run docs:tokens` from lib/content/load/tokens.ts, lib/content/schema.ts and content/facts.yaml; do not edit by hand -->'
export const TABLE_END = '<!-- /tokens -->'

const cell = (text: string) => text.replace(/\|/g, '\\|')

export function tokenTables(facts: Facts): string {
  const site = Object.entries(SITE_TOKENS).map(([name, token]) => `| \`{{${name}}}\` | ${token.describe} |`)
  const figures = Object.entries(factTokens(facts)).map(([name, value]) => `| \`{{${name}}}\` | ${cell(describeToken(name))} | ${cell(value)} |`)
  return [
    '| token | becomes |',
    '|---|---|',
    ...site,
    '',
    'The company\'s own figures and credentials, from `facts.yaml`:',
    '',
    '| token | what it is | now |',
    '|---|---|---|',
    ...figures,
  ].join('\n')
}

/** The guide with its token section rewritten; undefined when the markers are missing. */
export function withTokenTables(guide: string, facts: Facts): string | undefined {
  const start = guide.indexOf(TABLE_START)
  const end = guide.indexOf(TABLE_END)
  if (start < 0 || end < start) return undefined
  return `${guide.slice(0, start)}${TABLE_START}\n${tokenTables(facts)}\n${guide.slice(end)}`
}
