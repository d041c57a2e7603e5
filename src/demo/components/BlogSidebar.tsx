import Link from 'next/link'

import { BLOG_CATEGORIES, BLOG_POSTS, BLOG_TAGS, flattenComments } from '../data/blog'
import { formatDate } from '../state/format'
import { DemoImage } from './DemoImage'
import { SidebarWidget } from './ProductCarousel.client'

/** Search, about, categories, latest posts, newsletter, latest comments, tag cloud. */
export function BlogSidebar() {
  return (
    <aside aria-label="Blog sidebar">
      <SidebarWidget title="Search">
        <form role="search" action="/blog/category-classic" className="demo-coupon">
          <label htmlFor="blog-search" className="demo-skip-text">
            Search blog
          </label>
          <input id="blog-search" name="q" type="search" placeholder="Blog search..." />
          <button type="submit" className="demo-btn">
            Go
          </button>
        </form>
      </SidebarWidget>
      <SidebarWidget title="About Blog">
        <p style={{ margin: 0 }}>
          Notes on security technology from the template&apos;s sample authors. Lorem ipsum dolor
          sit amet.
        </p>
      </SidebarWidget>
      <SidebarWidget title="Categories">
        <ul className="demo-mini-list">
          {BLOG_CATEGORIES.map((c) => (
            <li key={c.slug} style={{ display: 'flex', justifyContent: 'space-between' }}>
              <Link href="/blog/category-classic">{c.name}</Link>
              <span className="demo-muted">({c.count})</span>
            </li>
          ))}
        </ul>
      </SidebarWidget>
      <SidebarWidget title="Latest Posts">
        <ul className="demo-mini-list">
          {BLOG_POSTS.slice(0, 4).map((post) => (
            <li key={post.id}>
              <DemoImage image={post.image} />
              <div>
                <Link href="/blog/post-classic">{post.title}</Link>
                <div className="demo-post-meta">{formatDate(post.date)}</div>
              </div>
            </li>
          ))}
        </ul>
      </SidebarWidget>
      <SidebarWidget title="Our Newsletter">
        <form action="/blog/category-classic">
          <div className="demo-field">
            <label htmlFor="newsletter-email">Email address</label>
            <input id="newsletter-email" type="email" name="email" />
          </div>
          <button type="submit" className="demo-btn demo-btn--primary">
            Subscribe
          </button>
        </form>
      </SidebarWidget>
      <SidebarWidget title="Latest Comments">
        <ul className="demo-mini-list">
          {flattenComments().map((comment) => (
            <li key={comment.id} style={{ display: 'block' }}>
              <strong>{comment.author}</strong> on{' '}
              <Link href="/blog/post-classic">{comment.postTitle}</Link>
              <p style={{ margin: '2px 0' }}>{comment.text}</p>
            </li>
          ))}
        </ul>
      </SidebarWidget>
      <SidebarWidget title="Tags Cloud">
        <ul className="demo-tags">
          {BLOG_TAGS.map((tag) => (
            <li key={tag}>
              <Link href="/blog/category-classic">{tag}</Link>
            </li>
          ))}
        </ul>
      </SidebarWidget>
    </aside>
  )
}
