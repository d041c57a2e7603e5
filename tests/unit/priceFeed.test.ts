/** The price-and-stock feed's pure parts (src/dealers/priceFeed): one row's meaning, the signature. */
import { createHmac } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { readSheet, SheetError } from '@/backoffice/sheets'

import {
  parseAmount,
  parseCurrency,
  parseLeadTime,
  parsePriceRow,
  parseStock,
  PRICE_COLUMNS,
} from '@/dealers/priceFeed/columns'
import { planPriceWrite } from '@/dealers/priceFeed/plan'
import {
  feedHmac,
  freshTimestamp,
  MAX_SKEW_SECONDS,
  signatureBytes,
  signatureMatches,
  signFeed,
} from '@/dealers/priceFeed/signature'
import type { ProductPrices } from '@/dealers/priceFeed/store'

const value = <T>(parsed: { ok: true; value: T } | { ok: false; problem: string }) => {
  if (!parsed.ok) throw new Error(`refused: ${parsed.problem}`)
  return parsed.value
}
const problem = (parsed: { ok: boolean; problem?: string }) => {
  expect(parsed.ok).toBe(false)
  return parsed.problem ?? ''
}

describe('parseAmount', () => {
  it.each([
    ['1234.5', 1234.5],
    ['1234,50', 1234.5],
    ['1.234,50', 1234.5],
    ['1,234.50', 1234.5],
    ['1.234.567', 1234567],
    ['0', 0],
    ['19.9', 19.9],
    ['12,300', 12.3],
    ['  7 ', 7],
    ['100000000', 100_000_000],
  ])('reads %s as %s', (cell, expected) => {
    expect(value(parseAmount(cell, 'Liste fiyatı'))).toBe(expected)
  })

  it('refuses more than two decimals, in Turkish, naming the cell', () => {
    expect(problem(parseAmount('12,345', 'Liste fiyatı'))).toBe(
      'Liste fiyatı en fazla iki ondalık basamak içerebilir: "12,345".',
    )
    // One separator is a decimal one: 1.234 is not guessed to be 1234.
    expect(problem(parseAmount('1.234', 'Liste fiyatı'))).toContain('iki ondalık')
    expect(problem(parseAmount('1.234,567', 'Liste fiyatı'))).toContain('iki ondalık')
  })

  it('refuses negatives, words, mixed separators and sizes past the field', () => {
    expect(problem(parseAmount('-5', 'Liste fiyatı'))).toBe('Liste fiyatı negatif olamaz: "-5".')
    expect(problem(parseAmount('on beş', 'Liste fiyatı'))).toBe(
      'Liste fiyatı bir sayı olmalı (ör. 1234,50): "on beş".',
    )
    for (const cell of ['1.234.56', '1,23,456', '12a', '1e5', 'NaN', 'Infinity', '١٢٣', '1..2'])
      expect(parseAmount(cell, 'X').ok, cell).toBe(false)
    expect(problem(parseAmount('100000000,01', 'Liste fiyatı'))).toBe(
      'Liste fiyatı en çok 100.000.000 olabilir.',
    )
  })

  it('never throws, and what it accepts is a non-negative amount of whole cents', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.stringMatching(/^-?[0-9.,]{1,14}$/), fc.double().map(String)),
        (cell) => {
          const parsed = parseAmount(cell, 'X')
          if (!parsed.ok) {
            expect(parsed.problem).toMatch(/^X /)
            return
          }
          expect(parsed.value).toBeGreaterThanOrEqual(0)
          expect(Math.abs(Math.round(parsed.value * 100) - parsed.value * 100)).toBeLessThan(1e-6)
        },
      ),
      { numRuns: 2000 },
    )
  })
})

describe('currency, stock and lead time', () => {
  it('reads currencies in any case, TL as TRY, and refuses others', () => {
    expect(value(parseCurrency('usd'))).toBe('USD')
    expect(value(parseCurrency('TL'))).toBe('TRY')
    expect(value(parseCurrency(' Eur '))).toBe('EUR')
    expect(problem(parseCurrency('GBP'))).toBe(
      'Para birimi "GBP" geçersiz: TRY, USD ya da EUR olmalı.',
    )
  })

  it('reads the admin labels and the stored values, with or without Turkish letters', () => {
    expect(value(parseStock('Sınırlı stok'))).toBe('sinirli')
    expect(value(parseStock('SINIRLI  STOK'))).toBe('sinirli')
    expect(value(parseStock('siparişle'))).toBe('siparis')
    expect(value(parseStock('yok'))).toBe('yok')
    expect(value(parseStock('Stokta Yok'))).toBe('yok')
    expect(problem(parseStock('var'))).toBe(
      'Stok "var" geçersiz: Stokta, Sınırlı stok, Siparişle ya da Stokta yok olmalı.',
    )
  })

  it('takes whole days from 0 to 365', () => {
    expect(value(parseLeadTime('0'))).toBe(0)
    expect(value(parseLeadTime('365'))).toBe(365)
    for (const cell of ['366', '2,5', '-1', 'iki', '1e2'])
      expect(problem(parseLeadTime(cell))).toContain('0 ile 365 arasında tam gün sayısı')
  })
})

describe('parsePriceRow', () => {
  const groups = ['Altın Bayi', 'Gümüş Bayi']

  it('sets what is filled in; an empty group cell removes that special price', () => {
    const row = value(
      parsePriceRow(
        {
          [PRICE_COLUMNS.sku]: ' KAM-1 ',
          [PRICE_COLUMNS.listPrice]: '1.500,00',
          [PRICE_COLUMNS.currency]: '',
          [PRICE_COLUMNS.stock]: 'Stokta',
          [PRICE_COLUMNS.leadTimeDays]: '',
          'Altın Bayi': '1200',
          'Gümüş Bayi': '',
        },
        groups,
      ),
    )
    expect(row).toEqual({
      sku: 'KAM-1',
      listPrice: 1500,
      stock: 'stokta',
      groupPrices: new Map<string, number | null>([
        ['Altın Bayi', 1200],
        ['Gümüş Bayi', null],
      ]),
    })
  })

  it('leaves a group without a column alone', () => {
    const row = value(parsePriceRow({ [PRICE_COLUMNS.sku]: 'KAM-1' }, groups))
    expect(row.groupPrices.size).toBe(0)
  })

  it('gives every problem of the row in one Turkish text', () => {
    const text = problem(
      parsePriceRow(
        {
          [PRICE_COLUMNS.sku]: 'KAM-1',
          [PRICE_COLUMNS.listPrice]: '-1',
          [PRICE_COLUMNS.currency]: 'GBP',
          'Altın Bayi': '1,999',
        },
        groups,
      ),
    )
    expect(text).toBe(
      'Liste fiyatı negatif olamaz: "-1". Para birimi "GBP" geçersiz: TRY, USD ya da EUR olmalı. Altın Bayi net fiyatı en fazla iki ondalık basamak içerebilir: "1,999".',
    )
  })
})

describe('planPriceWrite', () => {
  const product = (over: Partial<ProductPrices> = {}): ProductPrices => ({
    id: 7,
    versionId: 70,
    published: { listPrice: 100, currency: 'USD', stock: 'stokta', leadTimeDays: null },
    version: { listPrice: 100, currency: 'USD', stock: 'stokta', leadTimeDays: null },
    groups: [{ id: 'aaa', group: 1, netPrice: 90 }],
    versionGroups: [{ id: 'aaa', group: 1, netPrice: 90 }],
    ...over,
  })
  const groups = new Map<string, number | string>([
    ['Altın Bayi', 1],
    ['Gümüş Bayi', 2],
  ])

  it('is null when the row says what the product already has', () => {
    const row = { sku: 'K', listPrice: 100, currency: 'USD' as const, groupPrices: new Map() }
    expect(planPriceWrite(row, product(), groups)).toBeNull()
  })

  it('writes a field the latest version (a newer draft) still lacks', () => {
    const draft = product({ version: { ...product().published, listPrice: 95 } })
    const planned = planPriceWrite(
      { sku: 'K', listPrice: 100, groupPrices: new Map() },
      draft,
      groups,
    )
    expect(planned?.write.fields).toEqual({ listPrice: 100 })
    expect(planned?.changes).toEqual(['Liste fiyatı'])
  })

  it('changes, adds and removes special prices on both lists, keeping the row ids', () => {
    const planned = planPriceWrite(
      {
        sku: 'K',
        groupPrices: new Map<string, number | null>([
          ['Altın Bayi', 80],
          ['Gümüş Bayi', 85.5],
        ]),
      },
      product(),
      groups,
    )
    expect(planned?.changes).toEqual(['Altın Bayi net fiyatı', 'Gümüş Bayi net fiyatı'])
    expect(planned?.write.groups?.[0]).toEqual({ id: 'aaa', group: 1, netPrice: 80 })
    expect(planned?.write.groups?.[1]).toMatchObject({ group: 2, netPrice: 85.5 })
    // The version's new row carries the product's new row id (Payload's `_uuid`).
    expect(planned?.write.versionGroups).toEqual(planned?.write.groups)

    const removed = planPriceWrite(
      { sku: 'K', groupPrices: new Map([['Altın Bayi', null]]) },
      product(),
      groups,
    )
    expect(removed?.write.groups).toEqual([])
    expect(removed?.write.versionGroups).toEqual([])
    expect(
      planPriceWrite({ sku: 'K', groupPrices: new Map([['Gümüş Bayi', null]]) }, product(), groups),
    ).toBeNull()
  })

  it('writes only the product when it has no version', () => {
    const planned = planPriceWrite(
      { sku: 'K', stock: 'yok', groupPrices: new Map([['Gümüş Bayi', 5]]) },
      product({ versionId: null, version: null, versionGroups: [] }),
      groups,
    )
    expect(planned?.write.versionId).toBeNull()
    expect(planned?.write.versionGroups).toBeUndefined()
    expect(planned?.write.fields).toEqual({ stock: 'yok' })
  })
})

describe('the feed signature', () => {
  const secret = 'unit-test-feed-secret'
  const now = Date.UTC(2026, 10, 28, 12, 0, 0)
  const ts = String(now / 1000)

  it('is the HMAC-SHA256 of timestamp "." body, as openssl computes it', () => {
    const body = 'Ürün kodu;Stok\nKAM-1;yok\n'
    const expected = createHmac('sha256', secret).update(`${ts}.${body}`).digest('hex')
    expect(signFeed(secret, ts, body)).toBe(`sha256=${expected}`)
    // Fed in pieces as the body streams in: the same digest.
    const streamed = feedHmac(secret, ts)
    for (const piece of [Buffer.from(body).subarray(0, 5), Buffer.from(body).subarray(5)])
      streamed.update(piece)
    expect(streamed.digest('hex')).toBe(expected)
  })

  it('accepts a timestamp up to 300 s either side, and only unix seconds', () => {
    expect(freshTimestamp(ts, now)).toBe(ts)
    expect(freshTimestamp(String(now / 1000 - MAX_SKEW_SECONDS), now)).not.toBeNull()
    expect(freshTimestamp(String(now / 1000 + MAX_SKEW_SECONDS), now)).not.toBeNull()
    expect(freshTimestamp(String(now / 1000 - MAX_SKEW_SECONDS - 1), now)).toBeNull()
    expect(freshTimestamp(String(now / 1000 + MAX_SKEW_SECONDS + 1), now)).toBeNull()
    for (const bad of [null, '', `${ts}.5`, ` ${ts}`, '-1', '1e9', String(now), 'abc'])
      expect(freshTimestamp(bad, now), String(bad)).toBeNull()
  })

  it('reads only sha256=<64 hex digits> and compares digests whole', () => {
    const good = signFeed(secret, ts, 'x')
    const bytes = signatureBytes(good)!
    expect(bytes).toHaveLength(32)
    expect(signatureBytes(good.toUpperCase().replace('SHA256=', 'sha256='))).toEqual(bytes)
    for (const bad of [
      null,
      '',
      good.slice(7),
      `sha1=${good.slice(7)}`,
      `${good}00`,
      good.slice(0, -1),
    ])
      expect(signatureBytes(bad), String(bad)).toBeNull()
    const other = signatureBytes(signFeed(secret, ts, 'y'))!
    expect(signatureMatches(bytes, bytes)).toBe(true)
    expect(signatureMatches(bytes, other)).toBe(false)
    expect(signatureMatches(bytes, bytes.subarray(0, 16))).toBe(false)
  })
})

describe('a hostile CSV body', () => {
  it('a quote opening inside a field is refused in Turkish, not thrown raw', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'vitrin-feed-'))
    try {
      const file = path.join(dir, 'besleme')
      await writeFile(file, '=HYPERLINK("http://kötü.example")')
      const read = async () => {
        for await (const _row of readSheet(file));
      }
      await expect(read()).rejects.toThrow(SheetError)
      await expect(read()).rejects.toThrow(
        'CSV dosyası 1. satırda okunamadı; tırnak işaretlerini denetleyin.',
      )
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
