/**
 * Every rule of the content check, by the name its problems carry. A rule added here must be
 * broken once in tests/support/brokenRules.ts, which holds what the web editor says for it.
 */
export const RULES = [
  'tooLarge', 'unreadable', 'binary', 'notUtf8', 'empty', 'controlCharacter', 'folderInFolder', 'notMarkdown', 'fileName', 'missingFile',
  'noFrontMatter', 'unclosedFrontMatter', 'nbsp', 'malformedYaml', 'unquotedToken', 'unknownToken', 'emptyMarket', 'moreThanTwice',
  'field', 'noText', 'slugFileName', 'slugTaken', 'aliasIsSlug', 'aliasShared', 'serviceName', 'serviceTwice', 'serviceCount',
  'faqGroupCount', 'faqOrder', 'faqTitle', 'faqItems', 'chainMissing', 'chainAlias', 'chainBack', 'chainCount', 'chainCycle',
  'link', 'linkToAlias', 'linkToWaiting', 'draftChain', 'scheduledChain', 'missingPicture', 'pictureTooLarge', 'readTime',
  'credential', 'figure', 'promise', 'spelling', 'article', 'repeatedWord', 'repeatedText', 'builtPage',
] as const
export type Rule = (typeof RULES)[number]

/** One thing an editor must fix, pointing at the file, the field and, where known, the line. */
export interface Problem {
  rule: Rule
  /** Path relative to the project root, e.g. content/services/office-cleaning.md. */
  file: string
  /** Dotted path of the field ('faq.3.answer'), or '' for the file as a whole. */
  field: string
  message: string
  line?: number
  /**
   * What the web editor says instead of `message`, where that speaks to someone editing the files:
   * an entry named by its file and a company fact by its {{token}}, which the editor's words turn
   * into a title and a place in the Company facts form (lib/editor/refusalWords.ts).
   */
  editor?: string
}

export function formatProblem({ file, field, message, line }: Problem): string {
  const where = line ? `${file}:${line}` : file
  return field ? `${where}: ${field}: ${message}` : `${where}: ${message}`
}

const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C')

/**
 * The same problem as a GitHub Actions annotation, so a pull request shows it on the file and line
 * to fix (https://docs.github.com/actions/reference/workflow-commands-for-github-actions).
 */
export function formatAnnotation({ file, field, message, line }: Problem): string {
  // A problem of a file with no line of its own (a field that is missing) points at its first
  // line, where the front matter starts, so GitHub shows it in the diff; a folder has no lines.
  const at = line ?? (/\.\w+$/.test(file) ? 1 : undefined)
  const where = [`file=${escapeProperty(file)}`, ...(at ? [`line=${at}`] : []), `title=${escapeProperty(field ? `Content check: ${field}` : 'Content check')}`]
  return `::error ${where.join(',')}::${escapeData(field ? `${field}: ${message}` : message)}`
}

/** Thrown when content does not pass the check; its message lists every problem, one per line. */
export class ContentError extends Error {
  readonly problems: Problem[]
  constructor(problems: Problem[]) {
    super(`Content check failed with ${problems.length} problem(s):\n${problems.map(formatProblem).join('\n')}`)
    this.problems = problems
    this.name = 'ContentError'
  }
}

// Words the editor reads that the content check and the editor's own rules both give: here, where
// the editor's bundle can import them without the check's Node-only modules.
export const SLUG_FILE_NAME = "does not match the page's address: set it back as it was"
export const NO_SUCH_ARTICLE = 'names an article the site does not have: choose one from the list, or leave it empty'
/** What the editor reads of a link to a page the site does not have. */
export const linkToNowhere = (url: string) => `the link to ${url} leads to no page of the site: correct its address, or remove the link`
