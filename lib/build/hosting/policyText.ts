/** A Content-Security-Policy header value from its directives, for the pages' policy and the editor's. */
export const policyText = (directives: Record<string, readonly unknown[]>) =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
