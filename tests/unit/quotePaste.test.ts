import { describe, expect, it } from 'vitest'

import { parsePastedCodes } from '@/catalog/quotePaste'

describe('parsePastedCodes (the quote list paste box)', () => {
  it('reads KOD, KOD x ADET, KOD × ADET, KOD*ADET and spreadsheet rows', () => {
    const { lines, more } = parsePastedCodes(
      [
        'DS-2CD2143G2-I',
        '  NVR-7616/16P x 2 ',
        'SW 8P X12',
        'DS 2CD × 8',
        'HDD-4TB*3',
        'KBL-CAT6\t305',
        '',
        '   ',
        'DS-2CD2 x',
      ].join('\r\n'),
    )
    expect(more).toBe(0)
    expect(lines.map(({ code, quantity }) => [code, quantity])).toEqual([
      ['DS-2CD2143G2-I', 1],
      ['NVR-7616/16P', 2],
      ['SW 8P', 12],
      ['DS 2CD', 8],
      ['HDD-4TB', 3],
      ['KBL-CAT6', 305],
      // A code may end in x: without a number after it, it is part of the code.
      ['DS-2CD2 x', 1],
    ])
    expect(lines[1]!.text).toBe('NVR-7616/16P x 2')
  })

  it('reads the usual Turkish quantity wordings, before or after the code', () => {
    const read = (text: string) =>
      parsePastedCodes(text).lines.map(({ code, quantity }) => [code, quantity])
    const code = 'QT-76166NVR-K2/16P'
    for (const line of [
      `${code} 2 adet`,
      `${code} 2 Adet`,
      `${code} 2 ADET`,
      `${code} 2 ad.`,
      `${code} 2ad`,
      `${code} 2adet`,
      `${code} adet: 2`,
      `${code} Adet:2`,
      `${code}, 2 adet`,
      `${code} - 2 adet`,
      `${code} x 2 adet`,
      `2 adet ${code}`,
      `2 ad. ${code}`,
      `2x ${code}`,
      `2 × ${code}`,
      `Adet: 2 ${code}`,
      `${code}\t2`,
      `${code}\t2 adet`,
      `2\t${code}`,
      `2 adet\t${code}`,
    ])
      expect(read(line), line).toEqual([[code, 2]])
    // A dash inside a code is no gap: "KBL-2 adet" is not KBL × 2.
    expect(read('KBL-2 adet')).toEqual([['KBL-2 adet', 1]])
  })

  it('reads a pasted Excel range of two columns, with or without its header row', () => {
    const range = ['Ürün kodu\tAdet', 'DS-2CD2143G2-I\t4', 'NVR-7616/16P\t1', 'HDD-4TB\t2'].join(
      '\r\n',
    )
    expect(parsePastedCodes(range).lines.map((l) => [l.code, l.quantity])).toEqual([
      ['DS-2CD2143G2-I', 4],
      ['NVR-7616/16P', 1],
      ['HDD-4TB', 2],
    ])
    const swapped = ['Adet\tKod', '4\tDS-2CD2143G2-I', '3\t12345'].join('\n')
    expect(parsePastedCodes(swapped).lines.map((l) => [l.code, l.quantity])).toEqual([
      ['DS-2CD2143G2-I', 4],
      // Both numeric: Excel's usual order, code then quantity.
      ['3', 12345],
    ])
    expect(parsePastedCodes('DS-1\tKamera açıklaması').lines[0]).toMatchObject({
      code: 'DS-1',
      quantity: 1,
    })
  })

  it('marks a quantity outside 1–99,999 and keeps at most 100 lines', () => {
    const { lines } = parsePastedCodes('A-1 x 0\nA-2 x 100000\nA-3 x 99999')
    expect(lines.map((l) => l.quantity)).toEqual([null, null, 99_999])
    const many = parsePastedCodes(Array.from({ length: 130 }, (_, i) => `K-${i}`).join('\n'))
    expect(many.lines).toHaveLength(100)
    expect(many.more).toBe(30)
    expect(parsePastedCodes('x'.repeat(500)).lines[0]!.code).toHaveLength(200)
  })
})
