// Editors write {{brand}}, {{phone}}, {{rates.office}} and friends instead of the company's
// details and figures, so site.yaml and facts.yaml stay the one place where they are set.
import { factsSchema, type Facts, type Site } from '../schema.ts'
import type { Problem } from '../problems.ts'

/** The marker for a figure that describes the market, not us: {{market: $25-40}} shows "$25-40". */
export const MARKET_TOKEN = 'market'

/** The company details of site.yaml an editor may quote, with what each becomes. */
export const SITE_TOKENS: Record<string, { describe: string; value: (site: Omit<Site, 'facts'>) => string }> = {
  brand: { describe: 'the brand name', value: (site) => site.brand },
  phone: { describe: 'the mobile number shown everywhere', value: (site) => site.phone.display },
  secondaryPhone: { describe: 'the office landline', value: (site) => site.secondaryPhone.display },
  email: { describe: 'the e-mail address', value: (site) => site.email },
  address: {
    describe: 'the office address on one line',
    value: ({ address: { street, locality, region, postcode } }) => `${street}, ${locality} ${region} ${postcode}`,
  },
  clients: { describe: 'how many clients we have, as claimed everywhere', value: (site) => site.claims.clients },
  years: { describe: 'years in business', value: (site) => site.claims.years },
  retention: { describe: 'the share of clients who stay from one year to the next', value: (site) => site.claims.retention },
}

export function tokenValues(site: Omit<Site, 'facts'> | undefined, facts: Facts | undefined): Record<string, string> {
  const values: Record<string, string> = {}
  if (site) for (const [name, token] of Object.entries(SITE_TOKENS)) values[name] = token.value(site)
  if (facts) Object.assign(values, factTokens(facts))
  return values
}

/** One token per leaf of facts.yaml, named by its path: {{rates.office}} is "$30-60"; a promise's token is its statement. */
export function factTokens(facts: Facts): Record<string, string> {
  const tokens: Record<string, string> = Object.fromEntries(
    Object.entries(facts).flatMap(([group, fields]) => Object.entries(fields as Record<string, string | { says: string }>).map(([key, value]) => [`${group}.${key}`, typeof value === 'string' ? value : value.says])),
  )
  // A promise quotes the figures it rests on by their tokens: {{promises.quote}} shows them filled in.
  for (const [name, value] of Object.entries(tokens)) if (value.includes('{{')) tokens[name] = value.replace(TOKEN, (match, token: string) => tokens[token] ?? match)
  return tokens
}

/** {{name}}, {{group.name}}, or {{market: text}}. */
export const TOKEN = /\{\{\s*([A-Za-z][\w.]*)\s*(?::([^}]*))?\}\}/g

/**
 * A token within one line, as an editor sees it: {{ and }} on the same line. Used on a whole text
 * at once, which takes a fraction of the time of replacing line by line (this runs on every file
 * of every build).
 */
const TOKEN_IN_LINE = /\{\{[^\S\n]*([A-Za-z][\w.]*)[^\S\n]*(?::([^}\n]*))?\}\}/g

/** Words that say what a value ending in "+" (10+ years, 500+ clients) already says, just before its token: on its line or the one before, not across a paragraph. */
const MORE_THAN_BEFORE = /\b(over|more than|above|upwards of|in excess of|at least)(?=\s)[^\S\n]*\n?[^\S\n]*$/i

/**
 * Replaces every known token; reports unknown ones with their line instead of printing them, and
 * a value ending in "+" after words that say so again ("Over {{years}}" would read "Over 10+").
 */
export function substituteTokens(file: string, source: string, values: Record<string, string>): { text: string; problems: Problem[] } {
  const problems: Problem[] = []
  if (!source.includes('{{')) return { text: source, problems }
  // When facts.yaml cannot be read at all, its one problem is reported; its tokens are not blamed.
  const factsKnown = Object.keys(values).some((name) => name.includes('.'))
  const text = source.replace(TOKEN_IN_LINE, (match, name: string, argument: string | undefined, offset: number) => {
    if (name === MARKET_TOKEN && argument?.trim()) return argument.trim()
    if (argument === undefined && name in values) {
      const value = values[name]!
      const before = value.endsWith('+') ? MORE_THAN_BEFORE.exec(source.slice(Math.max(0, offset - 24), offset)) : null
      if (before) problems.push({ rule: 'moreThanTwice', file, field: '', line: lineAt(source, offset), message: `"${before[1]} ${match}" reads "${before[1]} ${value}": the "+" already says more than, so drop "${before[1]}"`, editor: `"${before[1]} ${value}" says "more than" twice: the "+" says it already, so drop "${before[1]}"` })
      return value
    }
    if (argument === undefined && name.includes('.') && !factsKnown) return match
    const near = closest(name, Object.keys(values))
    const market = name === MARKET_TOKEN
    problems.push({
      rule: market ? 'emptyMarket' : 'unknownToken',
      file,
      field: '',
      line: lineAt(source, offset),
      message: market ? `${match} needs the market's figure after the colon, e.g. {{market: $25-40}}` : `unknown token ${match}; ${near.length ? `use one of ${near.map((key) => `{{${key}}}`).join(', ')}; ` : ''}docs/tokens.md lists the tokens`,
      editor: market
        ? 'a figure marked as the market\'s needs the figure after "market:", such as $25-40'
        : `"${name}" in double curly brackets is none of the company's details or figures: ${near.length ? `did you mean ${near.map((key) => `"${key}"`).join(' or ')}?` : 'check its spelling on a page that shows it'}`,
    })
    return match
  })
  return { text, problems }
}

/** The line (from 1) of a text on which the character at `offset` stands. */
function lineAt(text: string, offset: number): number {
  let line = 1
  for (let at = text.indexOf('\n'); at !== -1 && at < offset; at = text.indexOf('\n', at + 1)) line++
  return line
}

/** The tokens a misspelt one may have meant: the known tokens of the same group, or the company details. */
function closest(name: string, known: string[]): string[] {
  const group = name.includes('.') ? name.slice(0, name.indexOf('.') + 1) : ''
  return known.filter((key) => (group ? key.startsWith(group) : !key.includes('.')))
}

/**
 * A YAML value that starts with a token ({{x}} or - {{x}} text) reads as a YAML map to any tool that
 * opens the file as written, the web editor among them; quoted, it stays one string everywhere.
 * `yamlLines` is how many lines from the top are YAML: all of a .yaml file, a Markdown file's front matter.
 */
export function unquotedTokenValues(file: string, source: string, yamlLines: number): Problem[] {
  if (!source.includes('{{')) return []
  const lines = source.split('\n', yamlLines === Infinity ? undefined : yamlLines)
  return lines.flatMap((line, index) =>
    /^\s*(?:-\s+|[\w-]+:\s+)\{\{/.test(line)
      ? [{ rule: 'unquotedToken' as const, file, field: '', line: index + 1, message: 'a value that starts with a {{token}} must be in quotes, so the file stays YAML for the web editor: write it "{{...}} ..."' }]
      : [],
  )
}

/** What a token stands for, from the schema's descriptions: "our hourly rate, office". */
export function describeToken(token: string): string {
  const [group, key] = token.split('.') as [keyof Facts, string]
  const field = (factsSchema.shape[group] as unknown as { shape: Record<string, { description?: string }> }).shape[key]
  return field?.description ?? token
}
