import type { BlogComment, BlogPost } from '../types'

const TITLES = [
  'Choosing the right camera resolution for a warehouse',
  'Five mistakes when planning an access-control system',
  'Wireless or wired alarms: what fits a small office?',
  'How people counting helps retail staffing',
  'Fire detection basics: smoke, heat and multi-sensor',
  'Keeping recorded video for the right amount of time',
  'PoE budgets explained for installers',
  'Emergency lighting checks you should do every month',
]

const CATEGORY_NAMES = ['Latest news', 'Special offers', 'New arrivals', 'Installation', 'Guides']

export const BLOG_CATEGORIES = CATEGORY_NAMES.map((name, index) => ({
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  count: 3 + index * 2,
}))

const LOREM =
  'Lorem ipsum dolor sit amet, consectetur adipiscing elit. Vestibulum vel ligula at velit consequat tempor. Duis id nunc vitae ipsum tempus condimentum. Integer sed augue ac lectus tincidunt pulvinar.'

export const BLOG_POSTS: BlogPost[] = TITLES.map((title, index) => ({
  id: index + 1,
  slug: title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/-$/, ''),
  title,
  image: `post:${(index * 53) % 360}`,
  categories: [CATEGORY_NAMES[index % CATEGORY_NAMES.length]!],
  date: `2026-10-${String(20 - index * 2).padStart(2, '0')}`,
  author: index % 2 ? 'Ryan Ford' : 'Jessica Moore',
  commentsCount: ((index * 7) % 5) + 1,
  text: LOREM,
}))

/** The blog category pages paginate over 10 demo pages (spec section 9). */
export const BLOG_PAGES = 10

export const BLOG_TAGS = [
  'Cameras',
  'Access',
  'Alarm',
  'Fire',
  'Locks',
  'Installation',
  'PoE',
  'Retail',
  'Guide',
  'News',
]

export const BLOG_COMMENTS: BlogComment[] = [
  {
    id: 1,
    avatar: 'avatar:20',
    author: 'Jessica Moore',
    date: '2026-10-19',
    text: 'Very useful overview, we used the checklist for our new branch office.',
    postTitle: TITLES[0]!,
    children: [
      {
        id: 2,
        avatar: 'avatar:200',
        author: 'Adam Taylor',
        date: '2026-10-19',
        text: 'Glad it helped! The second part comes out next week.',
        postTitle: TITLES[0]!,
        children: [],
      },
    ],
  },
  {
    id: 3,
    avatar: 'avatar:120',
    author: 'Helena Garcia',
    date: '2026-10-18',
    text: 'Could you write about the storage needed for 8 MP cameras?',
    postTitle: TITLES[1]!,
    children: [],
  },
  {
    id: 4,
    avatar: 'avatar:300',
    author: 'Ryan Ford',
    date: '2026-10-17',
    text: 'We switched to wireless detectors last year and never looked back.',
    postTitle: TITLES[2]!,
    children: [],
  },
]

export function flattenComments(comments: BlogComment[] = BLOG_COMMENTS): BlogComment[] {
  return comments.flatMap((comment) => [comment, ...flattenComments(comment.children)])
}
