/** One thing an editor must fix, pointing at the file, the field and, where known, the line. */
export interface Problem {
  /** Path relative to the project root, e.g. content/services/office-cleaning.md. */
  file: string
  /** Dotted path of the field ('faq.3.answer'), or '' for the file as a whole. */
  field: string
  message: string
  line?: number
}

export function formatProblem({ file, field, message, line }: Problem): string {
  const where = line ? `${file}:${line}` : file
  return field ? `${where}: ${field}: ${message}` : `${where}: ${message}`
}

/** Thrown when content does not pass the check; its message lists every problem, one per line. */
export class ContentError extends Error {
  constructor(readonly problems: Problem[]) {
    super(`Content check failed with ${problems.length} problem(s):\n${problems.map(formatProblem).join('\n')}`)
    this.name = 'ContentError'
  }
}
