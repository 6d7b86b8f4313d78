// The chrome around every page (skip link, header, footer, call button) as HTML, rendered once per
// build for each header link a page can mark as current rather than once per page: every article
// shares one, and at 4,000 articles the chrome was most of React's work in a build.
import { renderToStaticMarkup } from 'react-dom/server'
import { IslandCodeOf } from '../components/Island'
import type { IslandCode } from '../lib/build/render/preloads'
import type { IslandName } from '../islands/registry'
import type { ServiceEntry } from '../lib/content/entries'
import type { Site } from '../lib/content/schema'
import { currentNavHref, serviceLinks } from '../lib/navigation'
import { Layout } from './Layout'

export interface Chrome {
  /** Everything up to and including <main>'s opening tag. */
  before: string
  /** Everything from </main> on. */
  after: string
}

/** Plain text, so React writes it unescaped where the page goes; no page can contain it. */
const PAGE_SLOT = 'sparkwell-page-slot-0c6f1e'

// Per content load (the site's details and its services are the content's own objects): `vike dev`
// loads the content again after an edit, and its chrome must follow.
const chromes = new WeakMap<Site, Map<string, Chrome>>()

/** `codeOf` says where the code of any island the chrome renders is; it is the same for a whole build. */
export function chromeFor(site: Site, serviceEntries: ServiceEntry[], path: string, codeOf: (name: IslandName) => IslandCode): Chrome {
  const services = serviceLinks(serviceEntries)
  const currentHref = currentNavHref(path, services)
  let byLink = chromes.get(site)
  if (!byLink) chromes.set(site, (byLink = new Map()))
  const key = currentHref ?? ''
  let chrome = byLink.get(key)
  if (!chrome) {
    const html = renderToStaticMarkup(
      <IslandCodeOf.Provider value={codeOf}>
        <Layout site={site} services={services} currentHref={currentHref}>
          {PAGE_SLOT}
        </Layout>
      </IslandCodeOf.Provider>,
    )
    const [before, after, ...rest] = html.split(PAGE_SLOT)
    if (after === undefined || rest.length) throw new Error('the layout must render its page exactly once')
    chrome = { before: before!, after }
    byLink.set(key, chrome)
  }
  return chrome
}
