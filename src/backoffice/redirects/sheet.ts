import type { Payload, PayloadRequest } from 'payload'

import type { CellValue, RowPlan, SheetImporter, SheetRow } from '@/backoffice/sheets/types'

import { EXTERNAL_TARGET_MESSAGE, mayTargetOtherSites } from '@/plugins/redirects/hooks'
import {
  isExternalTarget,
  isLiveRoute,
  isRedirectablePath,
  normalizeFrom,
  normalizePath,
  normalizeTarget,
  parseSitePath,
} from '@/plugins/redirects/normalize'
import {
  findRedirects,
  REDIRECTS,
  referenceAtPath,
  saveRedirect,
  targetOf,
  type RedirectDoc,
  type RedirectReference,
} from '@/plugins/redirects/targets'

export const FROM_HEADER = 'Eski adres'
export const TO_HEADER = 'Yeni adres'
export const TYPE_HEADER = 'Tür'
export const REDIRECT_HEADERS = [FROM_HEADER, TO_HEADER, TYPE_HEADER]

type RedirectType = '301' | '302'

interface Ctx {
  payload: Payload
  siteUrl: string | undefined
  /** The uploader in the admin; none from the command line (the operator). */
  user: unknown
}

export interface RedirectData {
  id?: RedirectDoc['id']
  from: string
  to:
    { type: 'reference'; reference: RedirectReference; url: null } | { type: 'custom'; url: string }
  type: RedirectType
}

const refuse = (reason: string): RowPlan<RedirectData> => ({ action: 'refuse', reason })

const sameTarget = (a: RedirectDoc['to'], b: RedirectData['to']) => {
  if (a?.type !== b.type) return false
  if (b.type === 'custom') return a.url === b.url
  const ref = a.reference
  const id = ref && (typeof ref.value === 'object' ? ref.value.id : ref.value)
  return ref?.relationTo === b.reference.relationTo && String(id) === String(b.reference.value)
}

/**
 * An old site's address list: `Eski adres` (a path, or a full URL whose path is kept), `Yeni adres`
 * (a path or URL of this site, which becomes a link to the record it names, or another site's
 * URL) and `Tür` (301, the default, or 302). Keyed by the old address.
 */
export const redirectImporter: SheetImporter<Ctx, RedirectData> = {
  kind: 'redirects',
  requiredHeaders: [FROM_HEADER, TO_HEADER],
  columns: () => ({ names: [FROM_HEADER, TO_HEADER, TYPE_HEADER] }),
  // An address that does not normalise keeps its cell, so that plan() says why.
  key: (row: SheetRow) => {
    const cell = row.cells[FROM_HEADER] ?? ''
    return normalizeFrom(cell) ?? cell.trim()
  },
  missingKeyReason: 'Eski adres boş.',

  async prepare(payload, options) {
    return { payload, siteUrl: process.env.SITE_URL, user: options.user }
  },

  async plan(row, { payload, siteUrl, user }) {
    const fromCell = row.cells[FROM_HEADER] ?? ''
    const from = normalizeFrom(fromCell)
    if (!from)
      return refuse(fromCell.trim() ? 'Eski adres geçerli bir site yolu değil.' : 'Eski adres boş.')
    if (!isRedirectablePath(from))
      return refuse('Eski adres yönlendirilemez: yönetim paneli, API ya da sistem adresi.')
    const typeCell = (row.cells[TYPE_HEADER] ?? '').trim()
    if (typeCell !== '' && typeCell !== '301' && typeCell !== '302')
      return refuse('Tür 301 ya da 302 olmalı.')
    const type: RedirectType = typeCell === '302' ? '302' : '301'

    const toCell = (row.cells[TO_HEADER] ?? '').trim()
    if (!toCell) return refuse('Yeni adres boş.')
    const target = normalizeTarget(toCell, siteUrl)
    if (!target) return refuse('Yeni adres bir site yolu ya da http(s) bağlantısı olmalı.')

    let to: RedirectData['to'] = { type: 'custom', url: target }
    if (target.startsWith('/')) {
      const path = normalizePath(target) ?? '/'
      if (path === from) return refuse('Eski adres ile yeni adres aynı.')
      const reference = target.includes('?') ? null : await referenceAtPath(payload, path)
      if (reference) to = { type: 'reference', reference, url: null }
      else if (parseSitePath(path)) return refuse('Yeni adres bu sitede bulunamadı.')
    }
    const fromPath = from.replace(/\?.*$/s, '')
    if (isLiveRoute(fromPath) || (await referenceAtPath(payload, fromPath)))
      return refuse('Eski adres sitede yayında olan bir sayfa; yönlendirilemez.')

    const [existing] = await findRedirects(payload, { from: { equals: from } }, undefined, 1)
    // The same rule as the save hook (hooks.ts), told in the plan so that a dry run shows it.
    const kept = existing?.to?.type === 'custom' && existing.to.url === target
    if (isExternalTarget(target) && !kept && !mayTargetOtherSites(user))
      return refuse(EXTERNAL_TARGET_MESSAGE)
    const data: RedirectData = { from, to, type }
    if (!existing) return { action: 'create', data }
    const changes = [
      ...(sameTarget(existing.to, to) ? [] : [TO_HEADER]),
      ...((existing.type ?? '301') === type ? [] : [TYPE_HEADER]),
    ]
    if (!changes.length) return { action: 'unchanged' }
    return { action: 'update', changes, data: { ...data, id: existing.id } }
  },

  async apply(plan, _ctx, req: PayloadRequest) {
    const { id, ...data } = plan.data!
    await saveRedirect(req, data, id)
  },
}

/** Every redirect as a sheet row, its target as it is served now ('' when it leads nowhere). */
export async function* exportRedirects(payload: Payload): AsyncIterable<CellValue[]> {
  for (let page = 1; ; page++) {
    const result = await payload.find({
      collection: REDIRECTS,
      depth: 0,
      limit: 500,
      page,
      sort: 'from',
      overrideAccess: true,
    })
    for (const doc of result.docs as unknown as RedirectDoc[])
      yield [doc.from, (await targetOf(payload, doc)) ?? '', doc.type ?? '301']
    if (!result.hasNextPage) return
  }
}
