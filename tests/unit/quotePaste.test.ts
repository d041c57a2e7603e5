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

  it('marks a quantity outside 1–99,999 and keeps at most 100 lines', () => {
    const { lines } = parsePastedCodes('A-1 x 0\nA-2 x 100000\nA-3 x 99999')
    expect(lines.map((l) => l.quantity)).toEqual([null, null, 99_999])
    const many = parsePastedCodes(Array.from({ length: 130 }, (_, i) => `K-${i}`).join('\n'))
    expect(many.lines).toHaveLength(100)
    expect(many.more).toBe(30)
    expect(parsePastedCodes('x'.repeat(500)).lines[0]!.code).toHaveLength(200)
  })
})
