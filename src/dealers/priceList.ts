import 'server-only'

import { sheetResponse } from '@/backoffice/sheets/write'
import type { CellValue } from '@/backoffice/sheets/types'
import { getPayloadClient } from '@/lib/payload'
import { idOf } from '@/lib/relations'

import { netPriceOf } from './prices'
import { stockLabel } from './stock'
import type { DealerSession } from './session'

const HEADERS = [
  'Ürün kodu',
  'Ürün adı',
  'Marka',
  'Kategori',
  'Liste fiyatı',
  'Net fiyatınız',
  'Para birimi',
  'Stok',
  'Tedarik süresi (gün)',
]
const WIDTHS = [22, 48, 16, 28, 14, 14, 12, 14, 12]
const PAGE = 1000

/** Published, priced products a page at a time by id (no offset to skip), as sheet rows. */
async function* rows(session: DealerSession): AsyncGenerator<CellValue[]> {
  const payload = await getPayloadClient()
  const names = async (collection: 'brands' | 'categories') => {
    const { docs } = await payload.find({
      collection,
      depth: 0,
      pagination: false,
      select: { name: true },
      overrideAccess: true,
    })
    return new Map(docs.map((doc) => [String(doc.id), doc.name]))
  }
  const [brands, categories] = await Promise.all([names('brands'), names('categories')])
  let after = 0
  for (;;) {
    const { docs } = await payload.find({
      collection: 'products',
      where: {
        and: [
          { _status: { equals: 'published' } },
          { listPrice: { exists: true } },
          { id: { greater_than: after } },
        ],
      },
      sort: 'id',
      limit: PAGE,
      pagination: false,
      depth: 0,
      select: {
        sku: true,
        name: true,
        brand: true,
        category: true,
        listPrice: true,
        currency: true,
        stock: true,
        leadTimeDays: true,
        groupPrices: true,
      },
      overrideAccess: true,
    })
    for (const p of docs) {
      if (typeof p.listPrice !== 'number') continue
      yield [
        p.sku,
        p.name,
        brands.get(String(idOf(p.brand))) ?? '',
        categories.get(String(idOf(p.category))) ?? '',
        p.listPrice,
        netPriceOf(p.listPrice, p.groupPrices, session),
        p.currency ?? 'USD',
        p.stock ? stockLabel(p.stock) : '',
        p.leadTimeDays ?? null,
      ]
    }
    if (docs.length < PAGE) return
    after = Number(docs[docs.length - 1]!.id)
  }
}

/** GET /bayi/fiyat-listesi — the company's price list as XLSX, streamed as it is read. */
export function priceListResponse(session: DealerSession): Response {
  const stamp = new Date().toISOString().slice(0, 10)
  const response = sheetResponse('xlsx', `fiyat-listesi-${stamp}`, HEADERS, rows(session), {
    sheetName: 'Fiyat listesi',
    widths: WIDTHS,
  })
  response.headers.set('Cache-Control', 'private, no-store')
  response.headers.set('Vary', 'Cookie')
  return response
}
