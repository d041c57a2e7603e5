import type { Endpoint, PayloadRequest } from 'payload'

import { hasRole } from '@/access/roles'
import { adminListQuery } from '@/lib/http/adminListQuery'
import { eraseLeadsByMail, exportLeadsByMail, isPlausibleMail } from '@/leads/dataSubject'
import { leadExportSheet, type StaffName } from '@/leads/export'
import type { LeadCollection } from '@/leads/notify'
import { parseFormat, sheetResponse, type SheetFormat } from '@/backoffice/sheets'

const jsonAnswer = (status: number, data: unknown) =>
  Response.json(data, { status, headers: { 'Cache-Control': 'no-store' } })

const forbidden = () => jsonAnswer(403, { error: 'Bu işlem için yetkiniz yok.' })

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Staff names for the export (assignee, note authors): sales may not read other accounts. */
async function staffNames(req: PayloadRequest): Promise<StaffName> {
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { role: { in: ['admin', 'sales'] } },
    select: { name: true, email: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const byId = new Map(docs.map((u) => [String(u.id), u.name || u.email]))
  return (ref) => {
    if (ref === null || ref === undefined) return ''
    const id = typeof ref === 'object' && 'id' in ref ? (ref as { id: unknown }).id : ref
    return byId.get(String(id)) ?? ''
  }
}

// GET /cms-api/{leads}/export?format=xlsx|csv with the admin list's query string; `/export/csv`
// stays for old links. Admin and sales only, with access rules applied.
export function leadExportEndpoints(collection: LeadCollection, searchable: string[]): Endpoint[] {
  const handler =
    (fixed?: SheetFormat): Endpoint['handler'] =>
    async (req) => {
      if (!hasRole(req.user, 'admin', 'sales')) return forbidden()
      const asked = req.query?.format
      const format = fixed ?? (asked === undefined ? 'xlsx' : parseFormat(asked))
      if (!format) return jsonAnswer(400, { error: 'Biçim xlsx veya csv olmalıdır.' })
      const { where, sort } = adminListQuery(req, searchable, '-receivedAt')
      const { docs } = await req.payload.find({
        collection,
        where,
        sort,
        depth: 0,
        pagination: false,
        overrideAccess: false,
        user: req.user,
        req,
      })
      const { headers, rows } = leadExportSheet(collection, docs, await staffNames(req))
      const stamp = new Date().toISOString().slice(0, 10)
      return sheetResponse(format, `${collection}-${stamp}`, headers, rows)
    }
  return [
    { path: '/export', method: 'get', handler: handler() },
    { path: '/export/csv', method: 'get', handler: handler('csv') },
  ]
}

/**
 * KVKK requests of one person (by e-mail), admin only:
 * GET  /cms-api/contact-requests/kvkk?mail=…        everything held about them, as JSON
 * POST /cms-api/contact-requests/kvkk/erase {mail}  deletes all their leads
 */
export const kvkkEndpoints: Endpoint[] = [
  {
    path: '/kvkk',
    method: 'get',
    handler: async (req) => {
      if (!hasRole(req.user, 'admin')) return forbidden()
      const mail = typeof req.query?.mail === 'string' ? req.query.mail.trim() : ''
      if (!isPlausibleMail(mail))
        return jsonAnswer(400, { error: 'Geçerli bir e-posta adresi giriniz.' })
      const data = await exportLeadsByMail(req.payload, mail)
      return new Response(JSON.stringify(data, null, 2), {
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Disposition': `attachment; filename="kvkk-${mail.replace(/[^\w.@-]/g, '_')}.json"`,
          'Cache-Control': 'no-store',
        },
      })
    },
  },
  {
    path: '/kvkk/erase',
    method: 'post',
    handler: async (req) => {
      if (!hasRole(req.user, 'admin')) return forbidden()
      // JSON only: a cross-site form cannot send it without a CORS preflight.
      if (!req.headers.get('content-type')?.startsWith('application/json'))
        return jsonAnswer(415, { error: 'İstek application/json olmalıdır.' })
      let body: unknown
      try {
        body = req.json ? await req.json() : null
      } catch {
        body = null
      }
      const mail = isRecord(body) && typeof body.mail === 'string' ? body.mail.trim() : ''
      if (!isPlausibleMail(mail))
        return jsonAnswer(400, { error: 'Geçerli bir e-posta adresi giriniz.' })
      const counts = await eraseLeadsByMail(req.payload, mail)
      req.payload.logger.info({ msg: 'KVKK silme talebi uygulandı', by: req.user?.id, counts })
      return jsonAnswer(200, { ok: true, deleted: counts })
    },
  },
]
