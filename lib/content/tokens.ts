// Editors write {{brand}}, {{phone}} and friends instead of the company's details, so the site
// config stays the one place where they are set.
import type { Site } from './schema.ts'
import type { Problem } from './problems.ts'

export function tokenValues(site: Site): Record<string, string> {
  const { street, locality, region, postcode } = site.address
  return {
    brand: site.brand,
    phone: site.phone.display,
    secondaryPhone: site.secondaryPhone.display,
    email: site.email,
    address: `${street}, ${locality} ${region} ${postcode}`,
  }
}

const TOKEN = /\{\{\s*([A-Za-z]+)\s*\}\}/g

/** Replaces every known token; reports unknown ones with their line instead of printing them. */
export function substituteTokens(file: string, source: string, values: Record<string, string>): { text: string; problems: Problem[] } {
  const problems: Problem[] = []
  const lines = source.split('\n')
  const text = lines
    .map((line, index) =>
      line.replace(TOKEN, (match, name: string) => {
        if (name in values) return values[name]!
        problems.push({
          file,
          field: '',
          line: index + 1,
          message: `unknown token ${match}; use one of ${Object.keys(values).map((key) => `{{${key}}}`).join(', ')}`,
        })
        return match
      }),
    )
    .join('\n')
  return { text, problems }
}
