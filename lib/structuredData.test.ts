import { describe, expect, test } from 'vitest'
import { pageType, shareImagePath } from './build/render/shareImage'
import { loadContent } from './content/checkContent'
import { localBusiness, priceRange, serviceData } from './structuredData'

// The LocalBusiness block carries what a Google Business Profile is matched on, all of it read from
// content/site.yaml and content/facts.yaml, and nothing self-serving.
const site = loadContent(process.cwd(), { render: false }).content.site
const business = localBusiness(site)

describe('the LocalBusiness block', () => {
  test('links the profiles of site.yaml as sameAs, and the Maps listing as its map', () => {
    expect(business.sameAs).toEqual([site.profiles.googleMaps, ...site.profiles.social])
    expect(business.hasMap).toBe(site.profiles.googleMaps)
    expect(business.sameAs).not.toHaveLength(0)
  })

  test('places the office on the map with the coordinates of site.yaml', () => {
    expect(business.geo).toEqual({ '@type': 'GeoCoordinates', latitude: site.geo.latitude, longitude: site.geo.longitude })
  })

  test('serves areas as places with their kind and identifying page', () => {
    expect(business.areaServed).toEqual([
      { '@type': 'City', name: 'Sydney', sameAs: 'https://en.wikipedia.org/wiki/Sydney' },
      { '@type': 'AdministrativeArea', name: 'Greater Sydney', sameAs: 'https://en.wikipedia.org/wiki/Greater_Sydney' },
    ])
    expect(serviceData(site, { slug: 'office-cleaning', name: 'Office Cleaning', serviceName: 'Office Cleaning', description: '', rates: ['office'] }).areaServed).toEqual(business.areaServed)
  })

  test('states the price range from the lowest to the highest of our hourly rates', () => {
    expect(business.priceRange).toBe('$50-105 per hour plus GST')
    const dearer = { ...site.facts, rates: { ...site.facts.rates, hospital: '$40-125' } }
    expect(priceRange(dearer)).toBe('$40-125 per hour plus GST')
  })

  test("shows the home page's rendered PNG, not the favicon", () => {
    expect(business.image).toBe(`${site.url}${shareImagePath(pageType('/'))}`)
    expect(business.image).toMatch(/\.png$/)
  })

  test('gives itself no review stars', () => {
    expect(JSON.stringify(business)).not.toMatch(/aggregateRating|"review"|Rating/i)
  })
})
