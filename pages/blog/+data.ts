// https://vike.dev/data
import { getContent } from '../../lib/content/getContent'
import type { Head } from '../../renderer/PageContext'

export function data() {
  const { site, posts } = getContent()
  const head: Head = {
    title: 'Commercial Cleaning Blog: Guides for Sydney Businesses',
    description: 'Practical guides on commercial cleaning in Sydney: schedules, costs, choosing a cleaner, insurance, safety and getting the results you pay for.',
  }
  // The cards only: article bodies would bloat the build's memory for nothing.
  const cards = posts.map(({ slug, title, description, category, date, readTime, heroImage }) => ({ slug, title, description, category, date, readTime, heroImage }))
  return { head, site, posts: cards }
}

export type Data = ReturnType<typeof data>
