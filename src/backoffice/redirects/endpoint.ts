import type { Endpoint } from 'payload'

import { hasRole } from '@/access/roles'
import { parseFormat, sheetResponse } from '@/backoffice/sheets'

import { exportRedirects, REDIRECT_HEADERS } from './sheet'

const noStore = { 'Cache-Control': 'no-store' }

/** `GET /cms-api/redirects/export?format=xlsx|csv`: every redirect as a sheet, for staff only. */
export const exportEndpoint: Endpoint = {
  path: '/export',
  method: 'get',
  handler: async (req) => {
    if (!hasRole(req.user, 'admin', 'editor', 'sales'))
      return Response.json(
        { errors: [{ message: 'Bu işlem için yetkiniz yok.' }] },
        { status: req.user ? 403 : 401, headers: noStore },
      )
    const format = parseFormat(req.searchParams.get('format') ?? 'xlsx')
    if (!format)
      return Response.json(
        { errors: [{ message: 'Biçim xlsx ya da csv olmalı.' }] },
        { status: 400, headers: noStore },
      )
    return sheetResponse(format, 'yonlendirmeler', REDIRECT_HEADERS, exportRedirects(req.payload))
  },
}
