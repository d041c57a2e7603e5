import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { parseTcmbRates } from '@/dealers/exchangeRates'

const xml = fs.readFileSync(path.join(import.meta.dirname, '../fixtures/tcmb/today.xml'), 'utf8')

describe("the Central Bank's bulletin (today.xml)", () => {
  it('reads the USD and EUR forex selling rates and the day', () => {
    expect(parseTcmbRates(xml)).toEqual({ usdTry: 42.3867, eurTry: 49.111, date: '2026-11-27' })
  })

  it('gives nothing for a bulletin missing a rate or the day', () => {
    expect(parseTcmbRates(xml.replace(/<ForexSelling>49\.1110<\/ForexSelling>/, ''))).toBeNull()
    expect(parseTcmbRates(xml.replace(/Tarih="27\.11\.2026"/, ''))).toBeNull()
    expect(parseTcmbRates('<html>Bakımdayız</html>')).toBeNull()
  })
})
