import type { Payload, PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { previewUrl } from '@/catalog/preview/url'
import {
  EXTERNAL_TARGET_MESSAGE,
  FROM_SLUG_CHANGE,
  LIVE_PAGE_MESSAGE,
  normalizeRedirect,
} from '@/plugins/redirects/hooks'
import {
  foldSlug,
  isExternalTarget,
  isLiveRoute,
  isRedirectablePath,
  isSafeSitePath,
  keepQuery,
  LIVE_ROUTES,
  normalizeFrom,
  normalizePath,
  normalizeTarget,
  parseSitePath,
  publicPath,
} from '@/plugins/redirects/normalize'
import { redirectImporter } from '@/backoffice/redirects/sheet'
import type { SheetRow } from '@/backoffice/sheets/types'

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

/** Targets that a browser would follow to another host, in the forms reported and their kin. */
const HOSTILE_TARGETS = [
  '/\\evil.example',
  '/\\\\evil.example',
  '\\\\evil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '/%255Cevil.example',
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/%252F%252Fevil.example',
  '%2F%2Fevil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/%09/evil.example',
  '/%0A/evil.example',
  '/%00',
  '/a%7Fb',
  '/urunler?q=%0D%0ASet-Cookie:x=1',
  'https://evil.example\\@vitrin.example/',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,x',
]

describe('redirects: hostile targets (open redirect)', () => {
  const site = 'https://vitrin.example'

  it('refuses backslashes, control characters and encoded slashes, raw or percent-encoded', () => {
    for (const target of HOSTILE_TARGETS) {
      expect(normalizeTarget(target, site), JSON.stringify(target)).toBeNull()
      expect(normalizeTarget(target), JSON.stringify(target)).toBeNull()
    }
  })

  it('reads a protocol-relative address as another site’s URL: an admin-only target', () => {
    expect(normalizeTarget('//evil.example', site)).toBe('https://evil.example/')
    expect(isExternalTarget(normalizeTarget('//evil.example', site)!)).toBe(true)
    expect(isExternalTarget(normalizeTarget('https://evil.example', site)!)).toBe(true)
    expect(normalizeTarget('//vitrin.example/iletisim', site)).toBe('/iletisim')
    expect(isExternalTarget('/iletisim')).toBe(false)
  })

  it('still accepts ordinary site paths, an encoded slash inside one and other sites’ URLs', () => {
    expect(normalizeTarget('/arama?q=a%2Fb', site)).toBe('/arama?q=a%2Fb')
    expect(normalizeTarget('/urunler/urun/kamera-1', site)).toBe('/urunler/urun/kamera-1')
    expect(normalizeTarget('/a%2Fb', site)).toBe('/a/b')
    expect(normalizeTarget('/%E0%A4%A', site)).toBe('/%E0%A4%A')
    expect(normalizeTarget('https://kampanya.example/yeni', site)).toBe(
      'https://kampanya.example/yeni',
    )
  })

  it('tells the proxy which stored site paths are safe to send as a Location', () => {
    for (const target of ['/', '/iletisim', '/arama?q=kamera', '/a%2Fb', '/urunler/urun/x?a=1'])
      expect(isSafeSitePath(target), target).toBe(true)
    for (const target of [
      ...HOSTILE_TARGETS,
      '//evil.example',
      '///evil.example',
      'https://evil.example/',
      'http://site.invalid/x',
      'iletisim',
      '',
    ])
      expect(isSafeSitePath(target), JSON.stringify(target)).toBe(false)
  })

  it('never resolves an accepted site path to another origin', () => {
    const prefixes = ['/', '//', '/\\', '\\', '/%2F', '/%5C', '%2F', '/%252F', '/\t', '/%09/']
    for (const prefix of prefixes) {
      const target = normalizeTarget(`${prefix}evil.example/x`, site)
      if (target === null || isExternalTarget(target)) continue
      expect(new URL(target, site).origin, JSON.stringify(prefix)).toBe(site)
      expect(isSafeSitePath(target), JSON.stringify(prefix)).toBe(true)
    }
  })

  it('refuses control characters and backslashes in an old address too', () => {
    for (const from of ['/a\tb', '/a%0Ab', '/a\\b', '/a%5Cb', '/a%00'])
      expect(normalizePath(from), JSON.stringify(from)).toBeNull()
  })
})

describe('redirects: addresses that answer today', () => {
  const FIXED = [
    '/',
    '/arama',
    '/bayilik-basvurusu',
    '/hakkimizda',
    '/iletisim',
    '/insan-kaynaklari',
    '/markalarimiz',
    '/teklif-listesi',
    '/urunler',
    '/urunler/karsilastir',
    '/home-two',
    '/sitemap.xml',
    '/robots.txt',
    '/healthz',
    '/readyz',
  ]

  it('knows every fixed route and the demo areas, however they are typed', () => {
    for (const path of FIXED) {
      expect(LIVE_ROUTES, path).toContain(path)
      expect(isLiveRoute(path), path).toBe(true)
      if (path !== '/') expect(isLiveRoute(`${path}/`), path).toBe(true)
      expect(isLiveRoute(`${path}?eski=1`), path).toBe(true)
    }
    for (const path of [
      '/shop',
      '/shop/cart',
      '/shop/products/x',
      '/blog',
      '/blog/2',
      '/site/faq',
      '/account',
      '/account/orders/1',
      '/%69letisim',
      'https://eski.example/iletisim',
    ])
      expect(isLiveRoute(path), path).toBe(true)
  })

  it('leaves old sites’ addresses and records’ paths (checked against the database) alone', () => {
    for (const path of [
      '/urun.php',
      '/urun.php?id=42',
      '/eski-sayfa-x.html',
      '/Iletisim',
      '/iletisim-eski',
      '/shopping',
      '/urunler/urun/x',
      '/urunler/kameralar',
      '/kurumsal/x',
      '/markalarimiz/x',
    ])
      expect(isLiveRoute(path), path).toBe(false)
  })
})

type Hook = (args: {
  data: Record<string, unknown>
  originalDoc?: Record<string, unknown>
  req: PayloadRequest
}) => Promise<Record<string, unknown>>

/** A Local API with no records: every address is free, no catalogue record is published. */
const emptyPayload = { find: async () => ({ docs: [] }) } as unknown as Payload

const reqAs = (role?: 'admin' | 'editor' | 'sales', context: Record<string, unknown> = {}) =>
  ({
    payload: emptyPayload,
    user: role ? { id: 1, role, collection: 'users' } : null,
    context,
  }) as unknown as PayloadRequest

const save = (data: Record<string, unknown>, req: PayloadRequest, originalDoc?: object) =>
  (normalizeRedirect as unknown as Hook)({
    data,
    req,
    originalDoc: originalDoc as Record<string, unknown>,
  })

/** The Turkish message a refused save carries, or null when it was accepted. */
async function refusal(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise
    return null
  } catch (error) {
    return (error as Error).message
  }
}

const custom = (url: string) => ({ type: 'custom', url })

describe('redirects: the save hook', () => {
  it('refuses a redirect from any live route, with or without its own query', async () => {
    for (const from of [...LIVE_ROUTES, '/urunler?eski=1', '/iletisim/', '/shop/cart']) {
      for (const role of ['admin', 'editor', undefined] as const)
        expect(
          await refusal(save({ from, to: custom('/eski-hedef') }, reqAs(role))),
          `${from} ${role}`,
        ).toBe(LIVE_PAGE_MESSAGE)
    }
  })

  it('accepts an old site’s address, with its own query', async () => {
    for (const from of ['/urun.php?id=42', '/eski-sayfa-x.html'])
      expect(
        await refusal(save({ from, to: custom('/urunler') }, reqAs('editor'))),
        from,
      ).toBeNull()
  })

  it('lets the slug-change hook leave a redirect behind from a record’s old address', async () => {
    const req = reqAs('editor', { [FROM_SLUG_CHANGE]: true })
    const data = await save(
      {
        from: '/urunler/urun/eski',
        to: { type: 'reference', reference: { relationTo: 'products', value: 1 }, url: null },
      },
      req,
    )
    expect(data.from).toBe('/urunler/urun/eski')
  })

  it('lets only an admin or the operator point a redirect at another site', async () => {
    const targets = ['https://evil.example', '//evil.example', 'http://evil.example/a?b=1']
    for (const url of targets) {
      for (const role of ['editor', 'sales'] as const)
        expect(
          await refusal(save({ from: '/eski-sayfa-x.html', to: custom(url) }, reqAs(role))),
          `${url} ${role}`,
        ).toBe(EXTERNAL_TARGET_MESSAGE)
      for (const role of ['admin', undefined] as const) {
        const data = await save({ from: '/eski-sayfa-x.html', to: custom(url) }, reqAs(role))
        expect((data.to as { url: string }).url, `${url} ${role}`).toMatch(/^https?:\/\/evil/)
      }
    }
  })

  it('lets an editor change the type of an admin’s outside link, but not move or retarget it', async () => {
    const original = {
      id: 7,
      from: '/kampanya-2019',
      to: custom('https://kampanya.example/yeni'),
      type: '301',
    }
    expect(await refusal(save({ type: '302' }, reqAs('editor'), original))).toBeNull()
    expect(await refusal(save({ from: '/baska-eski' }, reqAs('editor'), original))).toBe(
      EXTERNAL_TARGET_MESSAGE,
    )
    expect(
      await refusal(save({ to: custom('https://evil.example') }, reqAs('editor'), original)),
    ).toBe(EXTERNAL_TARGET_MESSAGE)
    expect(await refusal(save({ to: custom('/urunler') }, reqAs('editor'), original))).toBeNull()
  })

  it('refuses hostile targets for every role, admins included', async () => {
    for (const url of HOSTILE_TARGETS)
      for (const role of ['admin', 'editor', undefined] as const)
        expect(
          await refusal(save({ from: '/eski-sayfa-x.html', to: custom(url) }, reqAs(role))),
          `${JSON.stringify(url)} ${role}`,
        ).toBe('Geçerli bir site adresi ya da http(s) bağlantısı girin.')
  })

  it('says why an old address with a control character is refused', async () => {
    expect(await refusal(save({ from: '/a%0Ab', to: custom('/urunler') }, reqAs('admin')))).toBe(
      'Eski adres geçerli bir site yolu değil.',
    )
  })
})

describe('redirects: the sheet import applies the same rules per row', () => {
  const row = (from: string, to: string, rowNumber = 2): SheetRow =>
    ({ rowNumber, cells: { 'Eski adres': from, 'Yeni adres': to } }) as unknown as SheetRow
  const plan = async (user: unknown, from: string, to: string) =>
    redirectImporter.plan(
      row(from, to),
      await redirectImporter.prepare(emptyPayload, { dryRun: true, user }),
    )

  it('refuses an editor’s outside link, takes an admin’s and the command line’s', async () => {
    const editor = { id: 2, role: 'editor' }
    expect(await plan(editor, '/eski-sayfa-x.html', 'https://evil.example')).toEqual({
      action: 'refuse',
      reason: EXTERNAL_TARGET_MESSAGE,
    })
    for (const user of [{ id: 1, role: 'admin' }, undefined])
      expect((await plan(user, '/eski-sayfa-x.html', 'https://evil.example')).action).toBe('create')
    expect((await plan(editor, '/eski-sayfa-x.html', '/eski-hedef')).action).toBe('create')
  })

  it('refuses live routes as old addresses and hostile targets', async () => {
    for (const from of ['/iletisim', '/urunler?eski=1', '/shop/cart', '/'])
      expect(await plan(undefined, from, '/eski-hedef'), from).toEqual({
        action: 'refuse',
        reason: 'Eski adres sitede yayında olan bir sayfa; yönlendirilemez.',
      })
    for (const to of ['/\\evil.example', '/%2F%2Fevil.example', 'javascript:alert(1)'])
      expect((await plan(undefined, '/eski-sayfa-x.html', to)).action, to).toBe('refuse')
    expect(redirectImporter.key(row('/a%0Ab', '/x'))).toBe('/a%0Ab')
    expect(await plan(undefined, '/a%0Ab', '/x')).toEqual({
      action: 'refuse',
      reason: 'Eski adres geçerli bir site yolu değil.',
    })
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
