import Link from 'next/link'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { BlogSidebar } from '@/demo/components/BlogSidebar'
import { PageHeader } from '@/demo/components/Breadcrumb'
import { DemoImage } from '@/demo/components/DemoImage'
import { Pagination } from '@/demo/components/Pagination'
import { BLOG_COMMENTS, BLOG_PAGES, BLOG_POSTS } from '@/demo/data/blog'
import { demoMetadata } from '@/demo/metadata'
import { formatDate } from '@/demo/state/format'
import type { BlogComment } from '@/demo/types'

/** /blog/category-* and /blog/post-* demo layouts. */
const CATEGORY_LAYOUTS = {
  'category-classic': { layout: 'classic', sidebar: 'end' },
  'category-grid': { layout: 'grid', sidebar: 'end' },
  'category-list': { layout: 'list', sidebar: 'end' },
  'category-left-sidebar': { layout: 'classic', sidebar: 'start' },
} as const
const POST_LAYOUTS = { 'post-classic': 'classic', 'post-full': 'full' } as const

interface Props {
  params: Promise<{ page: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { page } = await params
  return demoMetadata(page.startsWith('post-') ? BLOG_POSTS[0]!.title : 'Latest News')
}

function Comments({ comments }: { comments: BlogComment[] }) {
  return (
    <ol className="demo-comments">
      {comments.map((c) => (
        <li key={c.id} className="demo-review">
          <strong>{c.author}</strong> <span className="demo-post-meta">{formatDate(c.date)}</span>
          <p>{c.text}</p>
          {c.children.length > 0 && <Comments comments={c.children} />}
        </li>
      ))}
    </ol>
  )
}

export default async function BlogPage({ params, searchParams }: Props) {
  const { page: slug } = await params
  if (slug in POST_LAYOUTS) {
    const full = POST_LAYOUTS[slug as keyof typeof POST_LAYOUTS] === 'full'
    const post = BLOG_POSTS[0]!
    const article = (
      <article>
        <div className="demo-post-meta">
          {post.categories.join(', ')} · By {post.author} · {formatDate(post.date)}
        </div>
        <h1>{post.title}</h1>
        <DemoImage image={post.image} className="demo-post-cover" />
        {[0, 1, 2].map((i) => (
          <p key={i}>{post.text}</p>
        ))}
        <section aria-labelledby="comments-title">
          <h2 id="comments-title">Comments ({BLOG_COMMENTS.length})</h2>
          <Comments comments={BLOG_COMMENTS} />
        </section>
        <section aria-labelledby="write-comment">
          <h2 id="write-comment">Write A Comment</h2>
          <form action={`/blog/${slug}`}>
            <div className="demo-form-row">
              <div className="demo-field">
                <label htmlFor="comment-name">Name</label>
                <input id="comment-name" name="name" />
              </div>
              <div className="demo-field">
                <label htmlFor="comment-email">Email Address</label>
                <input id="comment-email" name="email" type="email" />
              </div>
            </div>
            <div className="demo-field">
              <label htmlFor="comment-text">Comment</label>
              <textarea id="comment-text" name="comment" rows={5} />
            </div>
            <button type="submit" className="demo-btn demo-btn--primary">
              Post Comment
            </button>
          </form>
        </section>
      </article>
    )
    return (
      <>
        <PageHeader
          crumbs={[{ title: 'Blog', url: '/blog/category-classic' }, { title: post.title }]}
        />
        <div className="demo-container">
          {full ? (
            <div style={{ maxInlineSize: 860, marginInline: 'auto' }}>{article}</div>
          ) : (
            <div className="demo-with-sidebar">
              {article}
              <BlogSidebar />
            </div>
          )}
        </div>
      </>
    )
  }

  const config = CATEGORY_LAYOUTS[slug as keyof typeof CATEGORY_LAYOUTS]
  if (!config) notFound()
  const raw = (await searchParams).page
  const parsed = Number(Array.isArray(raw) ? raw[0] : raw)
  const current = Number.isInteger(parsed) && parsed >= 1 && parsed <= BLOG_PAGES ? parsed : 1
  return (
    <>
      <PageHeader
        title="Latest News"
        crumbs={[{ title: 'Blog', url: '/blog/category-classic' }, { title: 'Latest News' }]}
      />
      <div className="demo-container">
        <div
          className={`demo-with-sidebar${config.sidebar === 'start' ? ' demo-with-sidebar--start' : ''}`}
        >
          <div>
            <div className={`demo-posts demo-posts--${config.layout}`}>
              {BLOG_POSTS.map((post) => (
                <article key={post.id} className="demo-post-card">
                  <Link href="/blog/post-classic" tabIndex={-1} aria-hidden="true">
                    <DemoImage image={post.image} className="demo-post-cover" />
                  </Link>
                  <div>
                    <div className="demo-post-meta">
                      {post.categories.join(', ')} · {formatDate(post.date)} · {post.commentsCount}{' '}
                      comments
                    </div>
                    <h2>
                      <Link href="/blog/post-classic">{post.title}</Link>
                    </h2>
                    <p>{post.text}</p>
                    <Link href="/blog/post-classic" className="demo-btn">
                      Read More
                    </Link>
                  </div>
                </article>
              ))}
            </div>
            <Pagination
              page={current}
              pages={BLOG_PAGES}
              href={(p) => (p === 1 ? `/blog/${slug}` : `/blog/${slug}?page=${p}`)}
              label="Blog pages"
            />
          </div>
          <BlogSidebar />
        </div>
      </div>
    </>
  )
}
