/** The demo header's navigation. */
export const DEMO_NAV = [
  { title: 'Home', url: '/home-two' },
  { title: 'Shop', url: '/shop/catalog' },
  { title: 'Blog', url: '/blog/category-classic' },
  { title: 'Account', url: '/account/dashboard' },
  { title: 'Pages', url: '/site/about-us' },
] as const

export const DEMO_PAGES_MENU = [
  { title: 'About Us', url: '/site/about-us' },
  { title: 'Contact Us', url: '/site/contact-us-alt' },
  { title: 'FAQ', url: '/site/faq' },
  { title: 'Terms', url: '/site/terms' },
  { title: 'Typography', url: '/site/typography' },
  { title: 'Components', url: '/site/components' },
  { title: '404', url: '/site/not-found' },
  { title: 'Track Order', url: '/shop/track-order' },
] as const
