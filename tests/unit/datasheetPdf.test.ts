import { describe, expect, it } from 'vitest'

import { generateProducts } from '@/seed/data'
import { datasheetPdf } from '@/seed/images'

const [base] = generateProducts(1)
if (!base) throw new Error('no product')
const product = {
  ...base,
  name: 'Açılış İşlem Bilgi Uzunluğu ŞĞ',
  brief: 'ığşİĞŞ',
  specs: [{ label: 'Kablo uzunluğu', value: 'Işık' }],
}
const pdf = datasheetPdf(product, 'Işık Güvenlik').toString('latin1')

const objects = new Map(
  [...pdf.matchAll(/(\d+) 0 obj\n([\s\S]*?)\nendobj/g)].map((m) => [Number(m[1]), m[2] ?? '']),
)
const object = (n: number) => {
  const body = objects.get(n)
  if (body === undefined) throw new Error(`no object ${n}`)
  return body
}
const content = /stream\n([\s\S]*?)\nendstream/.exec(pdf)?.[1] ?? ''
/** The literal strings drawn with `Tj`, as the raw bytes of the font encoding. */
const shown = [...content.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map((m) =>
  (m[1] ?? '').replace(/\\([0-7]{3}|.)/g, (_, e: string) =>
    e.length === 3 ? String.fromCharCode(parseInt(e, 8)) : e,
  ),
)

describe('datasheetPdf Turkish text', () => {
  it('gives both fonts WinAnsi plus the Latin-5 Turkish letters', () => {
    const fonts = [...pdf.matchAll(/\/F[12] (\d+) 0 R/g)].map((m) => object(Number(m[1])))
    expect(fonts).toHaveLength(2)
    for (const font of fonts) {
      const ref = /\/Encoding (\d+) 0 R/.exec(font)?.[1]
      expect(ref).toBeDefined()
      const encoding = object(Number(ref))
      expect(encoding).toContain('/BaseEncoding /WinAnsiEncoding')
      expect(encoding).toContain(
        '/Differences [208 /Gbreve 221 /Idotaccent 222 /Scedilla 240 /gbreve 253 /dotlessi 254 /scedilla]',
      )
    }
  })

  it('encodes ı ğ ş İ Ğ Ş as their mapped codes, not ASCII stand-ins or ?', () => {
    // "ığşİĞŞ" in the fonts' encoding
    expect(shown).toContain('\xfd\xf0\xfe\xdd\xd0\xde')
    expect(shown).toContain('A\xe7\xfdl\xfd\xfe \xdd\xfelem Bilgi Uzunlu\xf0u \xde\xd0')
    expect(shown).toContain('Kablo uzunlu\xf0u')
    expect(shown).toContain('\xdcR\xdcN B\xddLG\xdd F\xd6Y\xdc')
    expect(shown.join('')).not.toMatch(/[?]|igsIGS|Acilis|Islem/)
  })

  it('writes the /Title as UTF-16BE with a byte order mark', () => {
    const hex = /\/Title <([0-9A-F]+)>/.exec(pdf)?.[1] ?? ''
    expect(hex.startsWith('FEFF')).toBe(true)
    const title = Buffer.from(hex.slice(4), 'hex').swap16().toString('utf16le')
    expect(title).toBe(`Işık Güvenlik ${base.sku}`)
  })

  it('keeps the file 7-bit in its objects and content', () => {
    expect(pdf.split('\n').slice(2).join('\n')).not.toMatch(/[^\x09\x0a\x0d\x20-\x7e]/)
  })
})
