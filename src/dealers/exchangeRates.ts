import type { Field, Payload, TaskConfig } from 'payload'

import { hasRole } from '@/access/roles'
import { MAINTENANCE_QUEUE } from '@/lib/jobs'

export interface Rates {
  usdTry: number
  eurTry: number
  /** The bulletin's day, YYYY-MM-DD. */
  date: string
}

const forexSelling = (xml: string, code: string): number | null => {
  const block = new RegExp(
    `<Currency[^>]*CurrencyCode="${code}"[^>]*>([\\s\\S]*?)</Currency>`,
  ).exec(xml)?.[1]
  const unit = Number(/<Unit>\s*([\d.]+)\s*<\/Unit>/.exec(block ?? '')?.[1] ?? '1')
  const value = Number(/<ForexSelling>\s*([\d.]+)\s*<\/ForexSelling>/.exec(block ?? '')?.[1])
  return Number.isFinite(value) && value > 0 && unit > 0 ? value / unit : null
}

/**
 * The Central Bank's daily bulletin (today.xml): USD and EUR forex selling rates and the day.
 * A fixed, flat format of the bank's own; null when anything is missing or odd.
 */
export function parseTcmbRates(xml: string): Rates | null {
  const day = /<Tarih_Date[^>]*\sTarih="(\d{2})\.(\d{2})\.(\d{4})"/.exec(xml)
  const usdTry = forexSelling(xml, 'USD')
  const eurTry = forexSelling(xml, 'EUR')
  if (!day || usdTry === null || eurTry === null) return null
  return { usdTry, eurTry, date: `${day[3]}-${day[2]}-${day[1]}` }
}

/** Fetches TCMB_URL and stores the rates; the last good ones stay when it fails, or when staff set
 * them by hand ("elle"). Off while TCMB_URL is unset: the demo makes no outside request. */
export async function updateExchangeRates(
  payload: Payload,
  url = process.env.TCMB_URL,
): Promise<'updated' | 'manual' | 'off' | 'failed'> {
  if (!url) return 'off'
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  if (settings.exchangeRates?.source === 'elle') return 'manual'
  const xml = await fetch(url, { signal: AbortSignal.timeout(10_000) })
    .then((res) => (res.ok ? res.text() : null))
    .catch(() => null)
  const rates = xml ? parseTcmbRates(xml) : null
  if (!rates) {
    payload.logger.warn({ msg: `exchange rates: ${url} gave no rates; the last ones stay` })
    return 'failed'
  }
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { exchangeRates: { ...rates, source: 'tcmb' } },
    overrideAccess: true,
  })
  return 'updated'
}

export const updateExchangeRatesTask: TaskConfig<{ input: object; output: { result: string } }> = {
  slug: 'updateExchangeRates',
  label: 'Döviz kurlarını güncelle (TCMB)',
  outputSchema: [{ name: 'result', type: 'text', required: true }],
  // The bank publishes at 15:30 Istanbul time; a second try in the evening.
  schedule: [
    { cron: '0 45 12 * * 1-5', queue: MAINTENANCE_QUEUE },
    { cron: '0 0 17 * * *', queue: MAINTENANCE_QUEUE },
  ],
  handler: async ({ req }) => ({ output: { result: await updateExchangeRates(req.payload) } }),
}

/** Site settings' rates: staff read and set them; "Elle" keeps the job from overwriting. */
export const exchangeRatesField: Field = {
  name: 'exchangeRates',
  label: 'Döviz kurları (bayi fiyatlarının TL karşılığı)',
  type: 'group',
  access: { read: ({ req: { user } }) => hasRole(user, 'admin', 'editor', 'sales') },
  admin: {
    description:
      'TCMB döviz satış kurları her iş günü güncellenir (TCMB_URL ayarlıysa). Kaynağı “Elle” yaparsanız girdiğiniz kurlar kullanılır.',
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'usdTry', label: 'USD/TRY', type: 'number', min: 0 },
        { name: 'eurTry', label: 'EUR/TRY', type: 'number', min: 0 },
        {
          name: 'date',
          label: 'Kur tarihi',
          type: 'date',
          admin: { date: { pickerAppearance: 'dayOnly' } },
        },
        {
          name: 'source',
          label: 'Kaynak',
          type: 'select',
          defaultValue: 'tcmb',
          options: [
            { value: 'tcmb', label: 'TCMB' },
            { value: 'elle', label: 'Elle' },
          ],
        },
      ],
    },
  ],
}
