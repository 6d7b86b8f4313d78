// https://vike.dev/Page
import ArrowLeft from 'lucide-react/icons/arrow-left'
import ArrowRight from 'lucide-react/icons/arrow-right'
import { CallToAction } from '../../../components/sections/CallToAction'
import { PostMeta } from '../../../components/sections/PostMeta'
import { Badge } from '../../../components/ui/Badge'
import { Breadcrumb } from '../../../components/ui/Breadcrumb'
import { ButtonLink } from '../../../components/ui/Button'
import { Picture } from '../../../components/ui/Picture'
import { FRAMES } from '../../../lib/content/schema'
import { WaitingNotice } from '../../../components/sections/WaitingNotice'
import type { Data } from './+data'

export default function Page({ data }: { data: Data }) {
  const { site, post, prev, next, waiting } = data
  return (
    <>
      {waiting && <WaitingNotice waiting={waiting} />}
      <article>
        <header className="bg-slate-50">
          <div className="mx-auto max-w-4xl px-4 pb-10 pt-8 sm:px-6 md:pt-10">
            <Breadcrumb parents={[{ label: 'Home', href: '/' }, { label: 'Blog', href: '/blog' }]} current={post.title} className="hidden md:block" />
            <div className="mt-4">
              <ButtonLink href="/blog" variant="ghost" size="sm" className="-ml-3 text-brand-700">
                <ArrowLeft aria-hidden="true" /> Back to Blog
              </ButtonLink>
            </div>
            <Badge className="mt-6">{post.category}</Badge>
            <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-navy-900 md:text-5xl">{post.title}</h1>
            <p className="mt-4 text-lg text-slate-600">{post.description}</p>
            <PostMeta date={post.date} readTime={post.readTime} className="mt-4 text-slate-600" />
            <Picture
              src={post.heroImage.src}
              alt={post.heroImage.alt}
              focus={post.heroImage.focus}
              width={960}
              height={540}
              // The header's width (max-w-4xl, 896 px) less its padding (px-4, sm:px-6).
              sizes="(min-width: 896px) 848px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)"
              priority
              className={`${FRAMES.article} mt-8 w-full rounded-2xl bg-slate-200 object-cover shadow-md`}
            />
          </div>
        </header>
        {/* Built from the editor's Markdown at build time; it contains no visitor input. */}
        <div
          className="prose prose-slate md:prose-lg mx-auto max-w-3xl px-4 py-12 prose-headings:text-navy-900 prose-a:text-brand-700 prose-table:text-base sm:px-6 md:py-16"
          dangerouslySetInnerHTML={{ __html: post.html }}
        />
      </article>

      <CallToAction
        site={site}
        location="article"
        heading="Need Professional Cleaning Services?"
        text={`Talk to a Sydney team that cleans offices, shops, warehouses and clinics every night. A reply within ${site.facts.times.reply}, and a fixed price in writing after a free site walk.`}
      />

      {(prev || next) && (
        <nav aria-label="More articles" className="mx-auto hidden max-w-5xl gap-6 px-4 py-12 sm:px-6 md:grid md:grid-cols-2">
          {prev ? (
            <a href={prev.href} className="group rounded-xl border border-slate-200 p-6 hover:border-brand-600">
              <span className="inline-flex items-center gap-1 text-sm text-slate-600">
                <ArrowLeft className="size-4" aria-hidden="true" /> Previous article
              </span>
              <span className="mt-2 block font-semibold text-navy-900 group-hover:text-brand-700">{prev.title}</span>
            </a>
          ) : (
            <span />
          )}
          {next && (
            <a href={next.href} className="group rounded-xl border border-slate-200 p-6 text-right hover:border-brand-600">
              <span className="inline-flex items-center gap-1 text-sm text-slate-600">
                Next article <ArrowRight className="size-4" aria-hidden="true" />
              </span>
              <span className="mt-2 block font-semibold text-navy-900 group-hover:text-brand-700">{next.title}</span>
            </a>
          )}
        </nav>
      )}
    </>
  )
}
