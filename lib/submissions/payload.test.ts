import fs from 'node:fs'
import { describe, expect, test } from 'vitest'
import { loadContent } from '../content/checkContent'
import { buildPayload, formType, type FormState } from './payload'

const typed: FormState = {
  firstName: '  Priya ',
  lastName: 'Shah',
  email: ' priya@harbourside.example ',
  phone: '0412 345 678',
  message: ' Nightly clean, 300 sqm. ',
  facilitySize: ' 3,200 ',
  cleaningFrequency: 'weekly',
  experience: '1-2-years',
  availability: 'evenings',
}
const common = { first_name: 'Priya', last_name: 'Shah', email: 'priya@harbourside.example', phone: '0412 345 678', message: 'Nightly clean, 300 sqm.' }

describe('buildPayload maps the camelCase form state to the stored snake_case row', () => {
  test.each([
    ['hero form', { form: 'hero' } as const, { form_type: 'hero', ...common }],
    ['contact form', { form: 'contact' } as const, { form_type: 'contact', ...common }],
    ['careers form', { form: 'career' } as const, { form_type: 'career', ...common, experience: '1-2-years', availability: 'evenings' }],
    [
      'service quote form',
      { form: 'service_quote', serviceName: 'Warehouse & Industrial Cleaning' } as const,
      { form_type: 'service_quote_Warehouse & Industrial Cleaning', ...common, facility_size: '3,200', cleaning_frequency: 'weekly' },
    ],
  ])('%s: trimmed values, and only the fields its form type carries', (_name, kind, expected) => {
    expect(buildPayload(kind, typed)).toEqual(expected)
  })
})

describe("every service page's quote form stores a form_type the database accepts", () => {
  const { services } = loadContent(process.cwd(), { render: false }).content
  const migration = fs.readdirSync('supabase/migrations').map((file) => fs.readFileSync(`supabase/migrations/${file}`, 'utf8')).join('\n')

  test('there are twelve', () => expect(services).toHaveLength(12))
  test.each(services.map((service) => [service.slug, service.serviceName]))('%s', (_slug, serviceName) => {
    const type = formType({ form: 'service_quote', serviceName })
    expect(type).toBe(`service_quote_${serviceName}`)
    expect(migration).toContain(`'${type}'`)
  })
})
