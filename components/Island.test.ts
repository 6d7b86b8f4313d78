import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { parseMoments, type Hydration } from '../islands/moments'
import { island } from './Island'
import { FORM_HYDRATION } from './sections/Forms'
import { CAROUSEL_HYDRATION } from './sections/Testimonials'

const Probe = island('ContactForm', () => createElement('p', null, 'The form'))

describe.each<[string, Hydration]>([
  ['forms', FORM_HYDRATION],
  ['carousel', CAROUSEL_HYDRATION],
  ['every moment, with and without numbers', [{ on: 'interaction' }, { on: 'idle' }, { on: 'idle', afterMs: 1500 }, { on: 'visible', marginPx: 0 }, { on: 'visible' }]],
])('the %s hydration', (_name, hydration) => {
  test('reaches the browser as the page placing the island declared it', () => {
    const html = renderToStaticMarkup(createElement(Probe, { hydrate: hydration }))
    const attribute = /\sdata-hydrate="([^"]*)"/.exec(html)?.[1]
    expect(parseMoments(attribute)).toEqual(hydration)
  })
})

test('an unknown moment is an error that names it', () => {
  expect(() => parseMoments('interaction hover')).toThrow('Unknown hydration moment "hover"')
})

test('an island without moments hydrates at once', () => {
  expect(parseMoments(undefined)).toEqual([])
})
