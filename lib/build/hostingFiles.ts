// Files for static hosts, written into dist/client by the client build from the same content the
// pages come from: _redirects (Netlify, Cloudflare Pages and others read it).
import type { Plugin } from 'vite'
import { loadContent } from '../content/loadContent.ts'
import { postRoute } from '../routes.ts'

/** One permanent redirect per article alias. */
export function redirectRules(posts: { slug: string; aliases: string[] }[]): string {
  const rules = posts.flatMap((post) => post.aliases.map((alias) => `${postRoute(alias)} ${postRoute(post.slug)} 301`))
  return `# Old article addresses, generated from the articles' aliases.\n${rules.join('\n')}\n`
}

export function hostingFilesPlugin(): Plugin {
  return {
    name: 'hosting-files',
    apply: 'build',
    generateBundle() {
      if (this.environment.name !== 'client') return
      const { posts } = loadContent(process.cwd(), { render: false }).content
      this.emitFile({ type: 'asset', fileName: '_redirects', source: redirectRules(posts) })
    },
  }
}
