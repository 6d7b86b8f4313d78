import ArrowRight from 'lucide-react/icons/arrow-right'
import { FRAMES, type Post } from '../../lib/content/schema'
import { postRoute } from '../../lib/routes'
import { Badge } from '../ui/Badge'
import { CARD_SIZES, Picture } from '../ui/Picture'
import { PostMeta } from './PostMeta'

export interface PostCard {
  slug: string
  title: string
  description: string
  category: string
  date: string
  readTime: number
  heroImage: Post['heroImage']
}

/** Article cards: one column on phones, two on tablets, three on wide screens. */
export function PostGrid({ posts }: { posts: PostCard[] }) {
  return (
    <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
      {posts.map((post, index) => (
        <li key={post.slug} className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg">
          <Picture {...post.heroImage} width={960} height={540} sizes={CARD_SIZES} priority={index === 0} className={`${FRAMES.article} w-full bg-slate-100 object-cover`} />
          <div className="flex flex-1 flex-col p-6">
            <div className="flex flex-wrap items-center gap-3">
              <Badge>{post.category}</Badge>
              <PostMeta date={post.date} readTime={post.readTime} className="text-slate-600" />
            </div>
            <h2 className="mt-4 text-xl font-semibold text-navy-900">
              <a href={postRoute(post.slug)} className="hover:text-brand-700">
                {post.title}
              </a>
            </h2>
            <p className="mt-2 flex-1 text-slate-600">{post.description}</p>
            <a href={postRoute(post.slug)} className="mt-5 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
              {/* The title in the link text itself: search engines and screen readers read it, eyes see 'Read More'. */}
              Read More<span className="sr-only">: {post.title}</span> <ArrowRight className="size-4" aria-hidden="true" />
            </a>
          </div>
        </li>
      ))}
    </ul>
  )
}
