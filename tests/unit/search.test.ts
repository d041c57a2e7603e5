import { describe, expect, it } from 'vitest'

import { damerauLevenshtein, isWithinOneEdit } from '@/catalog/search/distance'
import { ProductSearchIndex, type SearchDoc } from '@/catalog/search'
import { normalizeCode, tokenize } from '@/lib/turkish'

function ids(index: ProductSearchIndex, query: string, limit?: number): (string | number)[] {
  return index.search(query, limit).map((hit) => hit.id)
}

describe('damerauLevenshtein', () => {
  it('counts insertions, deletions, substitutions and transpositions', () => {
    expect(damerauLevenshtein('kamera', 'kamera')).toBe(0)
    expect(damerauLevenshtein('kamera', 'kameras')).toBe(1)
    expect(damerauLevenshtein('kamera', 'kamra')).toBe(1)
    expect(damerauLevenshtein('kamera', 'kanera')).toBe(1)
    expect(damerauLevenshtein('kamera', 'kamrea')).toBe(1)
    expect(damerauLevenshtein('kitten', 'sitting')).toBe(3)
    expect(damerauLevenshtein('', 'abc')).toBe(3)
    expect(damerauLevenshtein('abc', '')).toBe(3)
  })

  it('agrees with isWithinOneEdit on every pair of short strings', () => {
    const words = ['']
    for (let length = 1; length <= 4; length++) {
      for (const word of words.filter((w) => w.length === length - 1)) {
        words.push(word + 'a', word + 'b', word + 'c')
      }
    }
    let checked = 0
    for (const a of words) {
      for (const b of words) {
        expect(isWithinOneEdit(a, b), `${a} / ${b}`).toBe(damerauLevenshtein(a, b) <= 1)
        checked++
      }
    }
    expect(checked).toBe(121 * 121)
  })
})

describe('ProductSearchIndex ranking', () => {
  const index = new ProductSearchIndex([
    { id: 'none', name: 'Alarm Paneli', sku: 'AP-1' },
    { id: 'typo', name: 'DS2CD2144 Tavan Aparatı', sku: 'BR-200' },
    { id: 'name', name: 'DS2CD2143 Uyumlu Duvar Aparatı', sku: 'BR-100' },
    { id: 'inner', name: 'Mini Kamera', sku: 'XK-DS2CD2143' },
    { id: 'prefix', name: 'Dome Kamera', sku: 'DS-2CD2143G2-IS' },
    { id: 'exact', name: 'Bullet Kamera', sku: 'DS-2CD2143' },
  ])

  it('ranks exact code > code prefix > inner code > name word > typo', () => {
    expect(ids(index, 'DS2CD2143')).toEqual(['exact', 'prefix', 'inner', 'name', 'typo'])
    const scores = index.search('DS2CD2143').map((hit) => hit.score)
    expect([...scores].sort((a, b) => b - a)).toEqual(scores)
    expect(new Set(scores).size).toBe(scores.length)
  })

  it('ignores code punctuation in the ranking query', () => {
    expect(ids(index, 'ds-2cd2143', 3)).toEqual(['exact', 'prefix', 'inner'])
    expect(ids(index, 'DS 2CD.2143', 3)).toEqual(['exact', 'prefix', 'inner'])
  })

  it('ranks a whole name word above a prefix, an earlier word and a shorter name first', () => {
    const words = new ProductSearchIndex([
      { id: 'prefix-first', name: 'Kameralı Kapı Zili', sku: 'Z-1' },
      { id: 'second-word', name: 'IP Kamera', sku: 'Z-2' },
      { id: 'first-word-long', name: 'Kamera Lensi', sku: 'Z-3' },
      { id: 'first-word-short', name: 'Kamera', sku: 'Z-4' },
    ])
    expect(ids(words, 'kamera')).toEqual([
      'first-word-short',
      'first-word-long',
      'second-word',
      'prefix-first',
    ])
  })

  it('ranks name matches above matches of the extra words', () => {
    const brands = new ProductSearchIndex([
      { id: 'extra', name: 'Dome Kamera', sku: 'E-1', extra: 'Hikvision IP Kameralar' },
      { id: 'name', name: 'Hikvision Kamera', sku: 'E-2', extra: 'Dahua' },
      { id: 'other', name: 'Dome Kamera', sku: 'E-3', extra: 'Dahua' },
    ])
    expect(ids(brands, 'hikvision')).toEqual(['name', 'extra'])
    expect(ids(brands, 'hikvision dome')).toEqual(['extra'])
  })

  it('ranks typo matches below exact name matches', () => {
    const typos = new ProductSearchIndex([
      { id: 'typo', name: 'Kamara Seti', sku: 'T-1' },
      { id: 'exact', name: 'Tavan Tipi Kamera Seti', sku: 'T-2' },
    ])
    expect(ids(typos, 'kamera')).toEqual(['exact', 'typo'])
    const [exact, typo] = typos.search('kamera')
    expect(exact!.score).toBeGreaterThan(typo!.score)
  })

  it('breaks ties by name, then by id', () => {
    const ties = new ProductSearchIndex([
      { id: 10, name: 'Kamera', sku: '' },
      { id: 2, name: 'Kamera', sku: '' },
      { id: 'b', name: 'Kamerb', sku: '' },
      { id: 1, name: 'Kamera', sku: '' },
    ])
    expect(ids(ties, 'kam')).toEqual([1, 2, 10, 'b'])
    const reordered = new ProductSearchIndex([
      { id: 'b', name: 'Kamerb', sku: '' },
      { id: 1, name: 'Kamera', sku: '' },
      { id: 10, name: 'Kamera', sku: '' },
      { id: 2, name: 'Kamera', sku: '' },
    ])
    expect(ids(reordered, 'kam')).toEqual([1, 2, 10, 'b'])
  })
})

describe('ProductSearchIndex Turkish text', () => {
  const index = new ProductSearchIndex([
    { id: 'gecis', name: 'Geçiş Kontrol Paneli', sku: 'GK-1' },
    { id: 'isik', name: 'Işık Bariyeri', sku: 'IB-1' },
    { id: 'istasyon', name: 'İstasyon Ünitesi', sku: 'IU-1' },
    { id: 'sogutucu', name: 'Soğutucu Fan', sku: 'SF-1' },
  ])

  it('finds Turkish letters from their ASCII forms and back', () => {
    for (const query of ['gecis', 'Geçiş', 'GEÇİŞ', 'GECIS', 'geçiş kontrol']) {
      expect(ids(index, query), query).toEqual(['gecis'])
    }
    expect(ids(index, 'sogutucu')).toEqual(['sogutucu'])
    expect(ids(index, 'ÜNİTESİ')).toEqual(['istasyon'])
  })

  it('treats I, İ, ı and i alike', () => {
    for (const query of ['ISIK', 'ışık', 'İŞIK', 'IŞIK', 'isik', 'Işık']) {
      expect(ids(index, query), query).toEqual(['isik'])
    }
    for (const query of ['istasyon', 'İSTASYON', 'ISTASYON', 'ıstasyon']) {
      expect(ids(index, query), query).toEqual(['istasyon'])
    }
  })
})

describe('ProductSearchIndex codes', () => {
  const index = new ProductSearchIndex([
    { id: 'ap', name: 'Erişim Noktası', sku: 'AC/1200-W' },
    { id: 'dome', name: 'Dome Kamera', sku: 'XK-2CD2143G2-IS' },
    { id: 'other', name: 'Kayıt Cihazı', sku: 'NVR-7608' },
  ])

  it('finds a code whatever its case and punctuation', () => {
    for (const query of ['ac1200w', 'AC 1200 W', 'ac.1200/w', 'AC/1200-W', ' ac-1200.W ']) {
      const [hit] = index.search(query)
      expect(hit?.id, query).toBe('ap')
    }
    expect(index.search('ac1200w')[0]!.score).toBeGreaterThan(index.search('ac1200')[0]!.score)
  })

  it('finds a code by its prefix and by an inner part', () => {
    expect(ids(index, 'ac1200')).toEqual(['ap'])
    expect(ids(index, 'AC/12')).toEqual(['ap'])
    expect(ids(index, '2cd2143')).toEqual(['dome'])
    expect(ids(index, 'xk2cd')).toEqual(['dome'])
    expect(ids(index, '1200w')).toEqual(['ap'])
    expect(ids(index, '7608')).toEqual(['other'])
  })

  it('accepts words and code parts in one query', () => {
    const mixed = new ProductSearchIndex([
      { id: 'dome', name: 'Dome Kamera', sku: 'DS-2CD1123' },
      { id: 'bullet', name: 'Bullet Kamera', sku: 'IPC-B120' },
      { id: 'nvr', name: 'Kayıt Cihazı', sku: 'DS-7608' },
    ])
    expect(ids(mixed, 'kamera 2cd')).toEqual(['dome'])
    expect(ids(mixed, '2cd kamera')).toEqual(['dome'])
    expect(ids(mixed, 'ds kamera')).toEqual(['dome'])
    expect(ids(mixed, 'kayıt ds-7608')).toEqual(['nvr'])
    expect(ids(mixed, 'kamera 9zz')).toEqual([])
  })
})

describe('ProductSearchIndex typos', () => {
  const index = new ProductSearchIndex([
    { id: 'alarm', name: 'Kablosuz Alarm', sku: 'KA-1' },
    { id: 'dome', name: 'Dome Kamera', sku: 'DK-1' },
    { id: 'sensor', name: 'Sensör Modülü', sku: 'SM-1' },
  ])

  it('tolerates one typo in a word of 5 or more letters', () => {
    expect(ids(index, 'kablsouz')).toEqual(['alarm']) // transposition
    expect(ids(index, 'kablosz')).toEqual(['alarm']) // deletion
    expect(ids(index, 'kabloosuz')).toEqual(['alarm']) // insertion
    expect(ids(index, 'kablozuz')).toEqual(['alarm']) // substitution
    expect(ids(index, 'kablozuz alarm')).toEqual(['alarm'])
    expect(ids(index, 'snsor')).toEqual(['sensor']) // 5 letters, one missing
    expect(ids(index, 'kamrea')).toEqual(['dome'])
  })

  it('ranks fewer typos first, and a typo in the name above one in the extra words', () => {
    const ranked = new ProductSearchIndex([
      { id: 'two-typos', name: 'Kamera Kablsouz', sku: 'R-1' },
      { id: 'one-typo', name: 'Kamera Kablosuz Seti', sku: 'R-2' },
    ])
    expect(ids(ranked, 'kamrea kablosuz')).toEqual(['one-typo', 'two-typos'])
    const fields = new ProductSearchIndex([
      { id: 'extra', name: 'Alarm', sku: 'F-1', extra: 'Kablosuz' },
      { id: 'name', name: 'Kablosuz Alarm Seti', sku: 'F-2' },
    ])
    expect(ids(fields, 'kablozuz alarm')).toEqual(['name', 'extra'])
  })

  it('does not tolerate two typos', () => {
    expect(ids(index, 'kbalosz')).toEqual([])
    expect(ids(index, 'kmaree')).toEqual([])
  })

  it('tolerates two swapped letters anywhere in the word, in the name and in the extra words', () => {
    expect(ids(index, 'akblosuz')).toEqual(['alarm'])
    expect(ids(index, 'kabloszu')).toEqual(['alarm'])
    expect(ids(index, 'sensro')).toEqual(['sensor'])
    const fields = new ProductSearchIndex([
      { id: 'extra', name: 'Alarm', sku: 'F-1', extra: 'Kablosuz' },
    ])
    expect(ids(fields, 'kablsouz')).toEqual(['extra'])
    expect(ids(fields, 'kablsouz alarm')).toEqual(['extra'])
  })

  it('ranks a word the query starts as a prefix match, above a typo match', () => {
    const ranked = new ProductSearchIndex([
      { id: 'typo', name: 'Kamar', sku: 'P-1' },
      { id: 'prefix', name: 'Kamera Seti', sku: 'P-2' },
    ])
    // "kamer" is one edit away from both words, but it starts "kamera".
    expect(ids(ranked, 'kamer')).toEqual(['prefix', 'typo'])
    const [prefix, typo] = ranked.search('kamer')
    expect(prefix!.score).toBeGreaterThan(typo!.score)
  })

  it('does not tolerate typos in words of 4 letters or fewer', () => {
    expect(ids(index, 'dome')).toEqual(['dome'])
    expect(ids(index, 'dime')).toEqual([])
    expect(ids(index, 'dmoe')).toEqual([])
    expect(ids(index, 'dme')).toEqual([])
    expect(ids(index, 'alrm')).toEqual([])
  })
})

describe('ProductSearchIndex limits and edge cases', () => {
  const docs: SearchDoc[] = Array.from({ length: 8 }, (_, i) => ({
    id: i + 1,
    name: `Kamera ${i + 1}`,
    sku: `K-${i + 1}`,
  }))
  const index = new ProductSearchIndex(docs)

  it('returns 5 hits by default and honours the limit', () => {
    expect(index.search('kamera')).toHaveLength(5)
    expect(ids(index, 'kamera', 2)).toEqual([1, 2])
    expect(index.search('kamera', 100)).toHaveLength(8)
    expect(index.search('kamera', 0)).toEqual([])
    expect(index.search('kamera', -3)).toEqual([])
    expect(index.search('kamera', Number.NaN)).toEqual([])
  })

  it('returns the same hits whatever the limit', () => {
    const all = ids(index, 'kamera', 100)
    for (let limit = 1; limit <= 8; limit++)
      expect(ids(index, 'kamera', limit)).toEqual(all.slice(0, limit))
  })

  it('returns nothing for a query that folds to nothing', () => {
    for (const query of ['', '   ', '-./', '!!!', '🙂', '\n\t']) {
      expect(index.search(query), JSON.stringify(query)).toEqual([])
    }
    expect(index.search(42 as unknown as string)).toEqual([])
  })

  it('survives very long and hostile queries', () => {
    expect(() => index.search('kamera '.repeat(10_000))).not.toThrow()
    expect(() => index.search('a'.repeat(100_000))).not.toThrow()
    expect(index.search('<script>alert(1)</script>')).toEqual([])
  })

  it('finds nothing in an empty index', () => {
    expect(new ProductSearchIndex().search('kamera')).toEqual([])
  })
})

describe('ProductSearchIndex updates', () => {
  it('replaces a document on upsert with the same id', () => {
    const index = new ProductSearchIndex([
      { id: 1, name: 'Eski Ürün', sku: 'OLD-1' },
      { id: 2, name: 'Başka Ürün', sku: 'OTHER-2' },
    ])
    expect(ids(index, 'eski')).toEqual([1])
    index.upsert({ id: 1, name: 'Yeni Ürün', sku: 'NEW-1' })
    expect(index.size).toBe(2)
    expect(ids(index, 'eski')).toEqual([])
    expect(ids(index, 'old1')).toEqual([])
    expect(ids(index, 'yeni')).toEqual([1])
    expect(ids(index, 'new-1')).toEqual([1])
    expect(ids(index, 'ürün')).toEqual([1, 2]) // the shorter name first
  })

  it('is not compiled again when a document is written again unchanged', () => {
    const index = new ProductSearchIndex([
      { id: 1, name: 'Dome Kamera', sku: 'D-1', extra: 'Hikvision Video' },
      { id: 2, name: 'Kart Okuyucu', sku: 'K-2' },
    ])
    expect(ids(index, 'kamera')).toEqual([1])
    expect(index.compilations).toBe(1)
    index.upsert({ id: 1, name: 'Dome Kamera', sku: 'D-1', extra: 'Hikvision Video' })
    expect(ids(index, 'kamera')).toEqual([1])
    expect(index.compilations).toBe(1)
    // Any difference counts: here only the brand and category words.
    index.upsert({ id: 1, name: 'Dome Kamera', sku: 'D-1', extra: 'Dahua Video' })
    expect(ids(index, 'dahua')).toEqual([1])
    expect(ids(index, 'hikvision')).toEqual([])
    expect(index.compilations).toBe(2)
  })

  it('adds new documents after a search', () => {
    const index = new ProductSearchIndex([{ id: 1, name: 'Dome Kamera', sku: 'D-1' }])
    expect(ids(index, 'kamera')).toEqual([1])
    index.upsert({ id: 2, name: 'Kamera Seti', sku: 'B-1', extra: 'Hikvision' })
    expect(ids(index, 'kamera')).toEqual([2, 1])
    expect(ids(index, 'hikvision')).toEqual([2])
  })

  it('answers one- and two-letter queries from the current documents after a change', () => {
    const index = new ProductSearchIndex([{ id: 1, name: 'Kamera', sku: '' }])
    expect(ids(index, 'k')).toEqual([1])
    expect(ids(index, 'ka')).toEqual([1])
    expect(ids(index, 'kx')).toEqual([])
    index.upsert({ id: 2, name: 'Kablo', sku: '' })
    index.upsert({ id: 3, name: 'Kxl Adaptör', sku: '' })
    expect(ids(index, 'ka')).toEqual([2, 1])
    expect(ids(index, 'kx')).toEqual([3])
    index.remove(1)
    expect(ids(index, 'k')).toEqual([2, 3])
    expect(ids(index, 'ka')).toEqual([2])
  })

  it('removes documents, and ignores unknown ids', () => {
    const index = new ProductSearchIndex([
      { id: 1, name: 'Dome Kamera', sku: 'D-1' },
      { id: 'x', name: 'Bullet Kamera', sku: 'B-1' },
    ])
    expect(ids(index, 'kamera')).toEqual([1, 'x'])
    index.remove('x')
    expect(index.size).toBe(1)
    expect(ids(index, 'kamera')).toEqual([1])
    expect(ids(index, 'b1')).toEqual([])
    index.remove('missing')
    expect(index.size).toBe(1)
    // Ids are compared as text: a numeric id can be removed by its string form.
    index.remove('1')
    expect(index.size).toBe(0)
    expect(index.search('kamera')).toEqual([])
  })
})

/** A deterministic catalogue of `count` products from a small linear congruential generator. */
function syntheticCatalogue(count: number): SearchDoc[] {
  let seed = 12345
  const next = (): number => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0
    return seed / 2 ** 32
  }
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!
  const brands = ['Hikvision', 'Dahua', 'ZKTeco', 'Uniview', 'Ajax', 'Paradox', 'Teknim', 'Axis']
  const kinds = ['IP Kamera', 'Dome Kamera', 'Geçiş Kontrol Paneli', 'Yangın Dedektörü', 'Turnike']
  const traits = ['Akıllı', 'Kablosuz', 'Gece Görüşlü', 'Dış Ortam', 'Işıklı', 'PoE', 'Şifreli']
  const specs = ['2MP', '4MP', '8MP', '4K', '16 Kanal', '2.8mm', 'IP67', '12V']
  const prefixes = ['DS', 'XK', 'AC', 'IPC', 'NVR', 'ZK']
  const alphabet = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ'
  const part = (length: number): string =>
    Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join('')
  return Array.from({ length: count }, (_, i) => {
    const brand = pick(brands)
    const kind = pick(kinds)
    return {
      id: i + 1,
      name: `${brand} ${pick(specs)} ${pick(traits)} ${kind}`,
      sku: `${pick(prefixes)}-${part(3)}${i}${pick(['-', '/', '.', ''])}${part(2)}`,
      extra: `${brand} ${kind}`,
    }
  })
}

const prepared = new WeakMap<
  SearchDoc[],
  { id: string | number; code: string; terms: string[] }[]
>()

/** Which documents a query should match at all (not their order), computed the slow way. */
function bruteForceMatches(docs: SearchDoc[], query: string): Set<string | number> {
  const code = normalizeCode(query)
  const words = tokenize(query)
  const matched = new Set<string | number>()
  let each = prepared.get(docs)
  if (!each) {
    each = docs.map((doc) => ({
      id: doc.id,
      code: normalizeCode(doc.sku),
      terms: tokenize(`${doc.name} ${doc.extra ?? ''}`),
    }))
    prepared.set(docs, each)
  }
  for (const { id, code: docCode, terms } of each) {
    const codeHit =
      (code.length >= 1 && docCode === code) ||
      (code.length >= 2 && docCode.startsWith(code)) ||
      (code.length >= 3 && docCode.includes(code))
    const wordsHit =
      words.length > 0 &&
      words.every(
        (word) =>
          terms.some(
            (term) =>
              term.startsWith(word) ||
              (word.length >= 5 && /\p{L}/u.test(word) && isWithinOneEdit(term, word)),
          ) ||
          (word.length >= 2 && /^[a-z0-9]+$/.test(word) && docCode.includes(word)),
      )
    if (codeHit || wordsHit) matched.add(id)
  }
  return matched
}

describe('ProductSearchIndex with 20,000 products', () => {
  const docs = syntheticCatalogue(20_000)
  const needles: SearchDoc[] = [
    { id: 'needle-code', name: 'Özel Seri Kamera', sku: 'QZ-9QW7781-TR', extra: 'Hikvision' },
    { id: 'needle-name', name: 'Zümrüt Şifreli Kapı Kilidi', sku: 'QQ-55', extra: 'Teknim' },
    { id: 'needle-typo', name: 'Zümrüt Kaper Seti', sku: 'QQ-1277' },
    // A code that spells words: a word query must still find it through the code.
    { id: 'needle-word-code', name: 'Bağlantı Aparatı', sku: 'DOME-ADAPTER-7' },
  ]
  const all = [...docs, ...needles]
  const index = new ProductSearchIndex(all)

  it('holds every document', () => {
    expect(index.size).toBe(20_004)
  })

  it('finds a product by its code, its prefix and an inner part first', () => {
    expect(ids(index, 'QZ-9QW7781-TR', 1)).toEqual(['needle-code'])
    expect(ids(index, 'qz9qw', 1)).toEqual(['needle-code'])
    expect(ids(index, '9QW-7781', 1)).toEqual(['needle-code'])
    const sample = docs[12_345]!
    expect(ids(index, sample.sku, 1)).toEqual([sample.id])
    expect(ids(index, normalizeCode(sample.sku).toUpperCase(), 1)).toEqual([sample.id])
  })

  it('finds a product by Turkish words with or without Turkish letters, and with a typo', () => {
    expect(ids(index, 'zumrut sifreli', 1)).toEqual(['needle-name'])
    expect(ids(index, 'ZÜMRÜT')).toEqual(['needle-typo', 'needle-name'])
    expect(ids(index, 'zumrtu')).toEqual(['needle-typo', 'needle-name'])
    expect(ids(index, 'zumrut k')).toEqual(['needle-typo', 'needle-name'])
    // A rare word narrows the candidates first; the broad one is then checked per candidate.
    expect(ids(index, 'zumrut kamer')).toEqual(['needle-typo'])
    expect(ids(index, 'zumrut 55')).toEqual(['needle-name'])
    expect(ids(index, 'zumrut 12')).toEqual(['needle-typo'])
    expect(ids(index, 'teknim zümrüt kilid')).toEqual(['needle-name'])
  })

  it('finds words that appear only inside a product code', () => {
    expect(ids(index, 'adapter', 1)).toEqual(['needle-word-code'])
    expect(ids(index, 'baglanti adapter')).toEqual(['needle-word-code'])
    expect(ids(index, 'domeadapt', 1)).toEqual(['needle-word-code'])
  })

  it('returns the best hits of broad queries in order', () => {
    for (const query of ['kamera', 'ip kamera', 'gecis kontrol', 'hikvision dome', 'k', 'ds']) {
      const hits = index.search(query)
      expect(hits, query).toHaveLength(5)
      const scores = hits.map((hit) => hit.score)
      expect(
        [...scores].sort((a, b) => b - a),
        query,
      ).toEqual(scores)
    }
    const byId = new Map(all.map((doc) => [doc.id, doc]))
    for (const hit of index.search('dome kamera')) {
      expect(tokenize(byId.get(hit.id)!.name)).toEqual(expect.arrayContaining(['dome', 'kamera']))
    }
  })

  it('matches exactly the documents a brute-force scan matches', () => {
    const queries = [
      'kamera',
      'ip kamera 4mp',
      'kablosuz turnike',
      'gece gorusu',
      'isikli',
      'dedektoru zkteco',
      'kamera ds',
      'ds kamera',
      'xk 8mp',
      'akilli kamrea',
      'ds-a',
      '12v',
      'poe ip67',
      'hikvision zumrut',
      'zumrut kamer',
      'zumrut 55',
      'zumrut 12',
      'zumrut qq',
      'z',
      // Code parts, words found in a code, and words no code contains (ruled out by trigrams).
      'ipc',
      'nvr 4k',
      'adapter',
      'baglanti dome',
      'meadap',
      'dome7',
      'qw778',
      // Every trigram in some code, never together; two-letter parts a second time (kept scans).
      'ipcdsa',
      'qw',
      'qw ds',
      'dedektor',
      'kapi kilidi',
    ]
    for (const query of queries) {
      const found = new Set(ids(index, query, Number.POSITIVE_INFINITY))
      expect(found, query).toEqual(bruteForceMatches(all, query))
    }
  })
})

describe('ProductSearchIndex.searchPage', () => {
  const docs = syntheticCatalogue(3_000)
  const index = new ProductSearchIndex(docs)
  const queries = ['kamera', 'ip kamera', 'hikvision dome', 'akilli kamrea', 'k', 'ds', 'xk 8mp']
  const pageIds = (query: string, limit: number, offset?: number): (string | number)[] =>
    index.searchPage(query, limit, offset).hits.map((hit) => hit.id)

  it('counts every match: as many as a brute-force scan finds', () => {
    for (const query of [...queries, 'zumrut', 'qqqqqq']) {
      expect(index.searchPage(query, 5).total, query).toBe(bruteForceMatches(docs, query).size)
    }
    expect(index.searchPage('kamera', 5).total).toBeGreaterThan(1_000)
    expect(index.searchPage('ip kamera', 20, 40).total).toBe(index.searchPage('ip kamera', 1).total)
  })

  it('answers its first page exactly as search does', () => {
    for (const query of queries) {
      for (const limit of [1, 5, 20, 40]) {
        expect(index.searchPage(query, limit).hits, `${query} / ${limit}`).toEqual(
          index.search(query, limit),
        )
      }
    }
  })

  it('pages through the order of search, whatever the page size', () => {
    for (const query of queries) {
      const all = ids(index, query, Number.POSITIVE_INFINITY)
      for (const size of [1, 7, 20, 33]) {
        const paged: (string | number)[] = []
        for (let offset = 0; offset < Math.min(all.length, 120); offset += size) {
          paged.push(...pageIds(query, size, offset))
        }
        expect(paged, `${query} / ${size}`).toEqual(all.slice(0, paged.length))
        expect(paged.length).toBeGreaterThanOrEqual(Math.min(all.length, 120))
      }
      const last = Math.floor((all.length - 1) / 20) * 20
      expect(pageIds(query, 20, last), query).toEqual(all.slice(last))
    }
  })

  it('gives the total but no hits from the last match on', () => {
    const { total } = index.searchPage('ip kamera', 20)
    expect(index.searchPage('ip kamera', 20, total - 1).hits).toHaveLength(1)
    expect(index.searchPage('ip kamera', 20, total)).toEqual({ hits: [], total })
    expect(index.searchPage('ip kamera', 20, Number.POSITIVE_INFINITY)).toEqual({ hits: [], total })
  })

  it('rounds a fractional limit and offset down', () => {
    expect(index.searchPage('kamera', 5.9, 2.5)).toEqual(index.searchPage('kamera', 5, 2))
  })

  it('finds nothing for an invalid limit or offset, or a query without words', () => {
    const none = { hits: [], total: 0 }
    for (const limit of [0, 0.5, -1, Number.NaN]) {
      expect(index.searchPage('kamera', limit), String(limit)).toEqual(none)
    }
    for (const offset of [-1, Number.NaN, Number.NEGATIVE_INFINITY]) {
      expect(index.searchPage('kamera', 5, offset), String(offset)).toEqual(none)
    }
    for (const query of ['', '   ', '-./', 42 as unknown as string, 'zzzzqqqqxxxx']) {
      expect(index.searchPage(query, 5), String(query)).toEqual(none)
    }
    expect(new ProductSearchIndex().searchPage('kamera', 5)).toEqual(none)
  })

  it('leaves the next search as it would be without it', () => {
    const fresh = new ProductSearchIndex(docs)
    const expected = ids(fresh, 'dome kamera', 20)
    const page = fresh.searchPage('ip kamera', 20, 40)
    index.searchPage('k', 20, 60)
    expect(ids(index, 'dome kamera', 20)).toEqual(expected)
    index.search('ds', 5)
    expect(index.searchPage('ip kamera', 20, 40)).toEqual(page)
  })

  it('counts the documents as they are after a change', () => {
    const small = new ProductSearchIndex([
      { id: 1, name: 'Dome Kamera', sku: 'D-1' },
      { id: 2, name: 'Bullet Kamera', sku: 'B-1' },
    ])
    expect(small.searchPage('kamera', 1)).toEqual({
      hits: [small.search('kamera', 1)[0]],
      total: 2,
    })
    small.upsert({ id: 3, name: 'PTZ Kamera', sku: 'P-1' })
    expect(small.searchPage('kamera', 1, 2).total).toBe(3)
    expect(small.searchPage('kamera', 1, 2).hits).toHaveLength(1)
    small.remove(1)
    expect(small.searchPage('kamera', 5)).toEqual({ hits: small.search('kamera', 5), total: 2 })
  })
})

describe('ProductSearchIndex: broad words kept between queries', () => {
  // Words matching thousands of products keep their matches for the next queries; those answer
  // exactly as a new index (nothing kept) does, whatever was searched in between.
  const docs = syntheticCatalogue(8_000)
  const queries = [
    'kamera',
    'ip kamera',
    'kamera ip',
    'ip kamera 4 mp',
    'k',
    'kamrea',
    'dome kamera',
  ]
  const cold = new Map(
    queries.map((query) => [query, new ProductSearchIndex(docs).searchPage(query, 20, 20)]),
  )

  it('answers a query with kept words as a new index does', () => {
    expect(cold.get('kamera')!.total).toBeGreaterThan(2_000)
    const index = new ProductSearchIndex(docs)
    for (const round of [1, 2, 3]) {
      for (const query of round === 2 ? [...queries].reverse() : queries) {
        expect(index.searchPage(query, 20, 20), `${query} (round ${round})`).toEqual(
          cold.get(query),
        )
      }
    }
  })

  it('forgets them when a document changes', () => {
    const index = new ProductSearchIndex(docs)
    const before = index.searchPage('kamera', 5)
    index.upsert({ id: 'new', name: 'Kamera', sku: 'NEW-1' })
    const after = index.searchPage('kamera', 5)
    expect(after.total).toBe(before.total + 1)
    expect(after.hits[0]!.id).toBe('new')
  })
})

describe('ProductSearchIndex.matchCode (a pasted bill of materials)', () => {
  const index = new ProductSearchIndex([
    { id: 1, name: 'IP Kamera 4MP', sku: 'DS-2CD2143G2-I' },
    { id: 2, name: 'IP Kamera 4MP lens 4 mm', sku: 'DS-2CD2143G2-IS' },
    { id: 3, name: '16 kanal kayıt cihazı', sku: 'NVR-7616/16P' },
    { id: 4, name: 'PoE switch', sku: 'SW-8P' },
    { id: 5, name: 'PoE switch 16', sku: 'SW-9P' },
  ])

  it('finds a code typed with spaces, other case, without dashes or slashes', () => {
    for (const typed of ['DS-2CD2143G2-I', 'ds 2cd2143g2 i', 'DS2CD2143G2I', 'nvr 7616 16p'])
      expect(index.matchCode(typed)?.kind, typed).toBe('exact')
    expect(index.matchCode('nvr 7616 16p')!.ids).toEqual([3])
    expect(index.matchCode('DS2CD2143G2I')!.ids).toEqual([1])
  })

  it('finds a code with one typo, a swap included, and says so', () => {
    expect(index.matchCode('NVR-7616/17P')).toEqual({ ids: [3], kind: 'typo' })
    expect(index.matchCode('NRV-7616/16P')).toEqual({ ids: [3], kind: 'typo' })
    expect(index.matchCode('NVR-761/16P')).toEqual({ ids: [3], kind: 'typo' })
  })

  it('reports every candidate when a code is ambiguous, and null when nothing matches', () => {
    // One edit from both 1 and 2.
    expect(index.matchCode('DS-2CD2143G2-S')).toEqual({ ids: [1, 2], kind: 'typo' })
    // Too short to guess a typo: SW-7P is not taken for SW-8P.
    expect(index.matchCode('SW-7P')).toBeNull()
    expect(index.matchCode('DS-2CD21')).toEqual({ ids: [1, 2], kind: 'prefix' })
    expect(index.matchCode('XYZ-1234')).toBeNull()
    expect(index.matchCode('')).toBeNull()
    expect(index.matchCode(' - / ')).toBeNull()
  })
})

describe('ProductSearchIndex.closeCodes (the paste box: "Bunu mu demek istediniz?")', () => {
  const index = new ProductSearchIndex([
    { id: 1, name: 'NVR 16 kanal', sku: 'QT-76166NVR-K2/16P' },
    { id: 2, name: 'NVR 8 kanal', sku: 'QT-76166NVR-K2/8P' },
    { id: 3, name: 'NVR 32 kanal', sku: 'QT-76166NVR-K4/32P' },
    { id: 4, name: 'Kamera', sku: 'IL-3NC17124-ZH' },
    { id: 5, name: 'Başka', sku: 'ZZ-1' },
  ])

  it('offers the codes sharing the longest start, nearest in length first', () => {
    expect(index.closeCodes('QT-76166NVR-K2/16PX9', 3)).toEqual([1])
    expect(index.closeCodes('QT-76166NVR-K2/99P', 3)).toEqual([1, 2])
    expect(index.closeCodes('QT-76166NVR-K9', 3)).toEqual([2, 1, 3])
    expect(index.closeCodes('IL-3NC17124-ZHZZ9Q', 3)).toEqual([4])
  })

  it('offers nothing for a code without a common start of three characters', () => {
    expect(index.closeCodes('AB-12345', 3)).toEqual([])
    expect(index.closeCodes('', 3)).toEqual([])
  })
})
