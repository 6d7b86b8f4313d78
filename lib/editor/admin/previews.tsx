// The editor's preview pane: an article, a service page and an FAQ group drawn by the site's own
// page components, with the site's stylesheet, the Markdown rendered as the build renders it and
// tokens such as {{brand}} filled in from site.yaml.
import type { PreviewTemplateComponentProps } from 'decap-cms-core'
import { useEffect, useState, type ComponentType } from 'react'
import ArticlePage from '../../../pages/blog/@slug/+Page'
import FaqPage from '../../../pages/faq/+Page'
import ServicePage from '../../../pages/services/@slug/+Page'
import { expandPictures, renderMarkdownUncached } from '../../content/markdown'
import type { Site } from '../../content/schema'
import { substituteTokens, tokenValues } from '../../content/tokens'
import { postRoute } from '../../routes'

type Props = PreviewTemplateComponentProps
type Data = Record<string, unknown>

const toHtml = (markdown: string) => expandPictures(renderMarkdownUncached(markdown).html)

/** Every string of an entry with its tokens filled in, as the build does before validating. */
function fillTokens<T>(value: T, tokens: Record<string, string>): T {
  if (typeof value === 'string') return substituteTokens('', value, tokens).text as T
  if (Array.isArray(value)) return value.map((item) => fillTokens(item, tokens)) as T
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillTokens(item, tokens)])) as T
  return value
}

const dataOf = (entry: { get: (key: string) => { toJS?: () => unknown } | undefined }) => (entry.get('data')?.toJS?.() ?? {}) as Data

/** The company facts and the articles' titles, read through the editor from the repository. */
function useSiteAndPosts(getCollection: Props['getCollection']) {
  const [state, setState] = useState<{ site?: Site; titles: Map<string, string> }>({ titles: new Map() })
  useEffect(() => {
    let live = true
    void Promise.all([getCollection('settings', 'site'), getCollection('blog')]).then(([settings, posts]) => {
      if (!live) return
      const site = settings[0] ? (dataOf(settings[0] as never) as unknown as Site) : undefined
      const titles = new Map(posts.map((post) => dataOf(post as never)).map((post) => [String(post.slug), String(post.navTitle ?? post.title)]))
      setState({ site, titles })
    })
    return () => {
      live = false
    }
  }, [getCollection])
  return state
}

/** Waits for site.yaml, then draws the entry filled with its tokens. */
function preview(render: (data: Data, site: Site, titles: Map<string, string>) => React.ReactElement): ComponentType<Props> {
  return function Preview({ entry, getCollection }: Props) {
    const { site, titles } = useSiteAndPosts(getCollection)
    if (!site) return <p>Loading the site's details…</p>
    return render(fillTokens(dataOf(entry as never), tokenValues(site)), site, titles)
  }
}

const neighbour = (slug: unknown, titles: Map<string, string>) =>
  typeof slug === 'string' && slug ? { href: postRoute(slug), title: titles.get(slug) ?? slug } : undefined

export const ArticlePreview = preview((data, site, titles) => {
  const post = { ...data, html: toHtml(String(data.body ?? '')) } as never
  return <ArticlePage data={{ site, post, prev: neighbour(data.prev, titles), next: neighbour(data.next, titles) } as never} />
})

const renderFaq = (items: unknown) => ((items as { question: string; answer: string }[] | undefined) ?? []).map((item) => ({ ...item, answerHtml: toHtml(item.answer ?? '') }))

export const ServicePreview = preview((data, site) => {
  const service = { ...data, faq: renderFaq(data.faq), html: toHtml(String(data.body ?? '')), sections: data.sections ?? [], benefits: data.benefits ?? [], checklist: data.checklist ?? [] }
  return <ServicePage data={{ site, service } as never} />
})

export const FaqGroupPreview = preview((data, site) => <FaqPage data={{ site, faqGroups: [{ ...data, items: renderFaq(data.items) }] } as never} />)
