/** Navigation and fixed links of the public site (spec section 2). */
export const NAV_LINKS = [
  { href: '/urunler', label: 'Ürünler' },
  { href: '/markalarimiz', label: 'Markalarımız' },
  { href: '/hakkimizda', label: 'Hakkımızda' },
  { href: '/insan-kaynaklari', label: 'İnsan Kaynakları' },
  { href: '/iletisim', label: 'İletişim' },
  { href: '/bayilik-basvurusu', label: 'Bayilik Başvurusu' },
] as const

/** Our additions beside the spec's menu: the buyer tools (footer, and the mobile menu). */
export const TOOL_LINKS = [
  { href: '/teklif-listesi', label: 'Teklif Listesi' },
  { href: '/proje-planlayici', label: 'Proje Planlayıcı' },
] as const

export const MOBILE_NAV_LINKS = [
  { href: '/', label: 'Anasayfa' },
  { href: '/urunler', label: 'Ürünler' },
  { href: '/markalarimiz', label: 'Markalarımız' },
  { href: '/hakkimizda', label: 'Hakkımızda' },
  { href: '/insan-kaynaklari', label: 'İnsan Kaynakları' },
  { href: '/iletisim', label: 'İletişim' },
] as const

export const POLICY_LINKS = [
  { slug: 'bilgi-guvenliği', label: 'Bilgi Güvenliği' },
  { slug: 'kvkk', label: 'KVKK' },
  { slug: 'etik-kod', label: 'Etik Kod' },
  { slug: 'durustluk-hatti', label: 'Dürüstlük Hattı' },
  { slug: 'cerez-politikasi', label: 'Çerez Politikası' },
  {
    slug: 'kisisel-verilerin-korunmasi-ve-islenmesi-politikasi',
    label: 'Kişisel Verilerin Korunması ve İşlenmesi Politikası',
  },
] as const

export const policyHref = (slug: string) => `/kurumsal/${encodeURIComponent(slug)}`

/** The fixed access-control category the spec's breadcrumb uses. */
export const ACCESS_CONTROL_CATEGORY = '/urunler/gecis-kontrol-sistemleri'

/** Public origin for canonical URLs, Open Graph and the sitemap (required by server.mjs). */
export const SITE_URL = (
  process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`
).replace(/\/$/, '')

/** Scroll-to-top button threshold (spec section 9). */
export const SCROLL_TOP_THRESHOLD_PX = 300
