import { describe, expect, it } from 'vitest'

import { previewUrl } from '@/lib/preview/url'
import {
  foldSlug,
  isRedirectablePath,
  keepQuery,
  normalizeFrom,
  normalizePath,
  normalizeTarget,
  parseSitePath,
  publicPath,
} from '@/lib/redirects/normalize'

describe('redirects: the old address as stored and looked up', () => {
  it('keeps the path only: no origin, query, fragment or trailing slash; decoded; case kept', () => {
    expect(normalizePath('/eski-urun.html')).toBe('/eski-urun.html')
    expect(normalizePath('eski/Urun/')).toBe('/eski/Urun')
    expect(normalizePath('https://eski.example.com/urun.php?id=5#ust')).toBe('/urun.php')
    expect(normalizePath('//eski.example.com/a//b/')).toBe('/a/b')
    expect(normalizePath('/kurumsal/bilgi-guvenli%C4%9Fi')).toBe('/kurumsal/bilgi-guvenliği')
    expect(normalizePath('/%E0%A4%A')).toBe('/%E0%A4%A')
    expect(normalizePath('/')).toBe('/')
    expect(normalizePath('   ')).toBeNull()
  })

  it('keeps an old address’s own query, its parameters sorted, so that ?id=42 and ?id=43 differ', () => {
    expect(normalizeFrom('https://eski.example.com/urun.php?id=42#ust')).toBe('/urun.php?id=42')
    expect(normalizeFrom('/urun.php?kat=3&id=42')).toBe('/urun.php?id=42&kat=3')
    expect(normalizeFrom('/urun.php?')).toBe('/urun.php')
    expect(normalizeFrom('/eski/Urun/')).toBe('/eski/Urun')
    expect(normalizeFrom('  ')).toBeNull()
  })

  it('refuses the admin, the APIs and Next’s own files as old addresses', () => {
    for (const path of [
      '/admin',
      '/admin/login',
      '/cms-api/redirects',
      '/api/product/x',
      '/_next/a',
    ])
      expect(isRedirectablePath(path), path).toBe(false)
    for (const path of ['/', '/administrator', '/urun.php', '/apiler'])
      expect(isRedirectablePath(path), path).toBe(true)
  })
})

describe('redirects: targets', () => {
  const site = 'https://vitrin.example'

  it('reduces this site’s URLs to a path, keeps other sites’ URLs, refuses other schemes', () => {
    expect(normalizeTarget('https://vitrin.example/urunler/urun/x/?a=1', site)).toBe(
      '/urunler/urun/x?a=1',
    )
    expect(normalizeTarget('/urunler/urun/x/', site)).toBe('/urunler/urun/x')
    expect(normalizeTarget('urunler?q=kamera#sonuc', site)).toBe('/urunler?q=kamera')
    expect(normalizeTarget('https://baska.example/a', site)).toBe('https://baska.example/a')
    expect(normalizeTarget('javascript:alert(1)', site)).toBeNull()
    expect(normalizeTarget('mailto:a@b.c', site)).toBeNull()
    expect(normalizeTarget('', site)).toBeNull()
  })

  it('keeps the request’s query on the redirect; the target’s own parameters win', () => {
    expect(keepQuery('/urunler/urun/x', '?utm_source=eski')).toBe('/urunler/urun/x?utm_source=eski')
    expect(keepQuery('/arama?q=kamera', '?q=eski&sayfa=2')).toBe('/arama?q=kamera&sayfa=2')
    expect(keepQuery('https://b.example/a#x', '?k=1')).toBe('https://b.example/a?k=1#x')
    expect(keepQuery('/a', '')).toBe('/a')
  })
})

describe('redirects: catalogue addresses', () => {
  it('builds each record’s public path as the sitemap does', () => {
    expect(publicPath('products', 'kamera-1')).toBe('/urunler/urun/kamera-1')
    expect(publicPath('brands', 'hikvision')).toBe('/markalarimiz/hikvision')
    expect(publicPath('pages', 'bilgi-guvenliği')).toBe('/kurumsal/bilgi-guvenliği')
    expect(publicPath('pages', 'hakkimizda')).toBe('/hakkimizda')
    expect(publicPath('categories', 'ip-kameralar', 'video-gozetim')).toBe(
      '/urunler/video-gozetim/ip-kameralar',
    )
    expect(publicPath('categories', 'video-gozetim')).toBe('/urunler/video-gozetim')
  })

  it('tells which record kind a path names', () => {
    expect(parseSitePath('/urunler/urun/x')).toEqual({ collection: 'products', slug: 'x' })
    expect(parseSitePath('/urunler/a/b')).toEqual({ collection: 'categories', slugs: ['a', 'b'] })
    expect(parseSitePath('/urunler/a')).toEqual({ collection: 'categories', slugs: ['a'] })
    expect(parseSitePath('/markalarimiz/m')).toEqual({ collection: 'brands', slug: 'm' })
    expect(parseSitePath('/kurumsal/k')).toEqual({ collection: 'pages', slug: 'k' })
    expect(parseSitePath('/hakkimizda')).toEqual({ collection: 'pages', slug: 'hakkimizda' })
    for (const path of [
      '/',
      '/urunler',
      '/urunler/karsilastir',
      '/urunler/urun',
      '/urunler/a/b/c',
      '/iletisim',
    ])
      expect(parseSitePath(path), path).toBeNull()
  })

  it('folds a slug typed without Turkish letters or with capitals to the stored one’s fold', () => {
    expect(foldSlug('bilgi-guvenliği')).toBe('bilgi-guvenligi')
    expect(foldSlug('Bilgi-Güvenliği')).toBe('bilgi-guvenligi')
    expect(foldSlug('İÇ-MEKAN-ŞÖÜ')).toBe('ic-mekan-sou')
    expect(foldSlug('IŞIK')).toBe('isik')
  })
})

describe('preview: the admin button’s address', () => {
  it('names the collection and the id, never a slug that may not exist yet', () => {
    expect(previewUrl('products', { id: 12, slug: 'x' })).toBe(
      '/onizleme?collection=products&id=12',
    )
    expect(previewUrl('pages', { id: 'a b' })).toBe('/onizleme?collection=pages&id=a%20b')
    expect(previewUrl('pages', {})).toBeNull()
  })
})
