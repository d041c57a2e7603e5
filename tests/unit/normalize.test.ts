import { describe, expect, it } from 'vitest'

import { foldTurkish, normalizeCode, slugify, tokenize, trLower } from '@/lib/turkish'

describe('trLower', () => {
  it('lowercases the Turkish way', () => {
    expect(trLower('IŞIK')).toBe('ışık')
    expect(trLower('İSTANBUL')).toBe('istanbul')
    expect(trLower('ÇĞÖŞÜ')).toBe('çğöşü')
  })
})

describe('foldTurkish', () => {
  it('folds the examples of the brief', () => {
    expect(foldTurkish('GEÇİŞ Kontrol')).toBe('gecis kontrol')
    expect(foldTurkish('IŞIK')).toBe('isik')
  })

  it('folds every Turkish letter, lower and upper case', () => {
    expect(foldTurkish('çğıiöşü')).toBe('cgiiosu')
    expect(foldTurkish('ÇĞIİÖŞÜ')).toBe('cgiiosu')
  })

  it('folds I, İ, ı and i to the same letter', () => {
    expect(new Set(['I', 'İ', 'ı', 'i'].map(foldTurkish))).toEqual(new Set(['i']))
  })

  it('handles decomposed input the same as composed input', () => {
    const decomposed = 'GEÇİŞ Işık'.normalize('NFD')
    expect(decomposed).not.toBe('GEÇİŞ Işık')
    expect(foldTurkish(decomposed)).toBe('gecis isik')
  })

  it('strips other diacritics and keeps the rest', () => {
    expect(foldTurkish('Café Crème Ñandú')).toBe('cafe creme nandu')
    expect(foldTurkish('ABC-123 / x.y')).toBe('abc-123 / x.y')
    expect(foldTurkish('')).toBe('')
  })
})

describe('slugify', () => {
  it('slugifies the examples of the brief', () => {
    expect(slugify('Geçiş Kontrol Sistemleri')).toBe('gecis-kontrol-sistemleri')
    expect(slugify('İnsan Sayma / Ürün 2.0')).toBe('insan-sayma-urun-2-0')
  })

  it('maps every Turkish letter and its capital', () => {
    expect(slugify('ç Ç ğ Ğ ı I i İ ö Ö ş Ş ü Ü')).toBe('c-c-g-g-i-i-i-i-o-o-s-s-u-u')
    expect(slugify('Çağrı Şöför Işıklı Güvenlik')).toBe('cagri-sofor-isikli-guvenlik')
    expect(slugify('ÇAĞRI ŞÖFÖR IŞIKLI GÜVENLİK')).toBe('cagri-sofor-isikli-guvenlik')
  })

  it('collapses runs of other characters into one dash and trims dashes', () => {
    expect(slugify('  --Yangın   Algılama!!!  ')).toBe('yangin-algilama')
    expect(slugify('AC/1200-W')).toBe('ac-1200-w')
    expect(slugify('<script>alert(1)</script>')).toBe('script-alert-1-script')
  })

  it('gives an empty slug for text without letters or digits', () => {
    expect(slugify('')).toBe('')
    expect(slugify(' -/_. ')).toBe('')
    expect(slugify('🙂')).toBe('')
  })

  it('only ever produces lowercase ASCII letters, digits and single inner dashes', () => {
    for (const input of [
      'Ağ Kamerası 4K',
      'Türkçe ÇĞİÖŞÜ çğıöşü',
      'a--b',
      'Ünlü & Şık',
      'Ürün № 5',
    ]) {
      expect(slugify(input)).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    }
  })
})

describe('normalizeCode', () => {
  it('ignores case, dashes, slashes, dots and spaces', () => {
    expect(normalizeCode('XK-2CD2143G2-IS')).toBe('xk2cd2143g2is')
    expect(normalizeCode('ac/1200.w')).toBe('ac1200w')
    expect(normalizeCode(' AC 1200 / W ')).toBe('ac1200w')
    expect(normalizeCode('AC/1200-W')).toBe(normalizeCode('ac.1200.w'))
  })

  it('folds Turkish letters in codes', () => {
    expect(normalizeCode('İŞ-ÇÖZÜM-1')).toBe('iscozum1')
  })

  it('gives an empty code for punctuation only', () => {
    expect(normalizeCode('-./ ')).toBe('')
  })
})

describe('tokenize', () => {
  it('splits folded words on anything that is not a letter or a digit', () => {
    expect(tokenize('Hikvision 4MP Dış Ortam IP Kamera')).toEqual([
      'hikvision',
      '4mp',
      'dis',
      'ortam',
      'ip',
      'kamera',
    ])
    expect(tokenize('XK-2CD2143G2/IS')).toEqual(['xk', '2cd2143g2', 'is'])
    expect(tokenize('GEÇİŞ—KONTROL, ışık.')).toEqual(['gecis', 'kontrol', 'isik'])
  })

  it('drops empty words', () => {
    expect(tokenize('')).toEqual([])
    expect(tokenize('  ,,  -- ')).toEqual([])
    expect(tokenize(' a  b ')).toEqual(['a', 'b'])
  })
})
