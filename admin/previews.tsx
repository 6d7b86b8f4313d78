// The editor's preview pane: an article, a service page and an FAQ group drawn by the site's own
// page components, with the site's stylesheet, the Markdown rendered as the build renders it and
// tokens such as {{brand}} and {{rates.office}} filled in from site.yaml and facts.yaml, in the
// text as in every field, and pictures uploaded but not saved yet shown (admin/uploads.tsx).
import type { PreviewTemplateComponentProps } from 'decap-cms-core'
import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react'
import type * as z from 'zod'
import { collections, type FolderName } from '../lib/content/collections'
import { substituteTokens, tokenValues } from '../lib/content/load/tokens'
import { waitingFor } from '../lib/content/publicationDate'
import { todayInSydney } from '../lib/format'
import { renderMarkdown } from '../lib/content/render/markdown'
import { expandPictures } from '../lib/content/render/pictureMarkers'
import type { Site } from '../lib/content/schema'
import { withBlanks } from '../lib/editor/blankFields'
import { postRoute } from '../lib/routes'
import { withUploads } from './uploads'
import ArticlePage from '../pages/blog/@slug/+Page'
import FaqPage from '../pages/faq/+Page'
import ServicePage from '../pages/services/@slug/+Page'

type Props = PreviewTemplateComponentProps
type Data = Record<string, unknown>

const toHtml = (markdown: string) => expandPictures(renderMarkdown(markdown).html)

/** Every string of an entry through `change`: its tokens filled in, as the build does before validating, and its pictures shown. */
function mapStrings<T>(value: T, change: (text: string) => string): T {
  if (typeof value === 'string') return change(value) as T
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, change)) as T
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, change)])) as T
  return value
}

/** An entry's fields: the entry being edited holds them as Immutable data, loaded ones as plain objects. */
function dataOf(entry: unknown): Data {
  const data = (entry as { get: (key: string) => unknown }).get('data') as { toJS?: () => unknown } | undefined
  return (data?.toJS ? data.toJS() : (data ?? {})) as Data
}

/** The company facts and the articles' titles, read through the editor from the repository. */
function useSiteAndPosts(getCollection: Props['getCollection']) {
  const [state, setState] = useState<{ site?: Site; titles: Map<string, string> }>({ titles: new Map() })
  useEffect(() => {
    let live = true
    void Promise.all([getCollection('settings', 'site'), getCollection('settings', 'facts'), getCollection('blog')]).then(([settings, facts, posts]) => {
      if (!live) return
      // With a slug Decap gives back the one entry, without one a list; pages read the facts as site.facts.
      const site = { ...dataOf(settings), facts: dataOf(facts) } as unknown as Site
      const titles = new Map((posts as unknown as unknown[]).map(dataOf).map((post) => [String(post.slug), String(post.navTitle ?? post.title)]))
      setState({ site, titles })
    })
    return () => {
      live = false
    }
  }, [getCollection])
  return state
}

/** A field the components cannot draw yet says so, instead of blanking the pane. */
class PreviewBoundary extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {}
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  render() {
    return this.state.error ? <p>The preview cannot show this entry yet: {this.state.error.message}</p> : this.props.children
  }
}

/** Waits for site.yaml, then draws the entry, its blanks filled and its tokens replaced. */
function preview(schema: z.ZodType, render: (data: Data, site: Site, titles: Map<string, string>) => React.ReactElement): ComponentType<Props> {
  return function Preview({ entry, getCollection, getAsset }: Props) {
    const { site, titles } = useSiteAndPosts(getCollection)
    if (!site) return <p>Loading the site's details…</p>
    const tokens = tokenValues(site, site.facts)
    const data = mapStrings(withBlanks(dataOf(entry), schema) as Data, (text) => withUploads(getAsset, substituteTokens('', text, tokens).text))
    // Keyed by the data, so a fix after an error draws again.
    return (
      <PreviewBoundary key={JSON.stringify(data)}>
        {render({ ...data, body: data.body ?? '' }, site, titles)}
      </PreviewBoundary>
    )
  }
}

const neighbour = (slug: unknown, titles: Map<string, string>) =>
  typeof slug === 'string' && slug ? { href: postRoute(slug), title: titles.get(slug) ?? slug } : undefined

const ArticlePreview = preview(collections.posts.schema, (data, site, titles) => {
  const post = { ...data, html: toHtml(String(data.body ?? '')) } as never
  // Today in Sydney: the daily build (.github/workflows/publish.yml) publishes a scheduled article on its date.
  const waiting = waitingFor({ draft: data.draft === true, date: String(data.date ?? '') }, todayInSydney())
  return <ArticlePage data={{ site, post, prev: neighbour(data.prev, titles), next: neighbour(data.next, titles), waiting } as never} />
})

const renderFaq = (items: unknown) => ((items as { question: string; answer: string }[] | undefined) ?? []).map((item) => ({ ...item, answerHtml: toHtml(item.answer ?? '') }))

const ServicePreview = preview(collections.services.schema, (data, site) => {
  const service = { ...data, faq: renderFaq(data.faq), html: toHtml(String(data.body ?? '')) }
  return <ServicePage data={{ site, service } as never} />
})

const FaqGroupPreview = preview(collections.faqGroups.schema, (data, site) => <FaqPage data={{ site, faqGroups: [{ ...data, items: renderFaq(data.items) }] } as never} />)

/** The collections whose entries the preview pane draws as their page, by collection. */
export const PREVIEWS: Partial<Record<FolderName, ComponentType<Props>>> = { posts: ArticlePreview, services: ServicePreview, faqGroups: FaqGroupPreview }
