import {
  addDataAndFileToRequest,
  commitTransaction,
  type Endpoint,
  initTransaction,
  killTransaction,
  ValidationError,
} from 'payload'

import { hasRole } from '@/access/roles'
import { idOf } from '@/lib/relations'

import { DEALER_COLLECTION } from './access'

const answer = (status: number, body: Record<string, unknown>) => Response.json(body, { status })

/**
 * POST /cms-api/dealer-applications/:id/bayi-hesabi {taxNumber, taxOffice} — "Bayi hesabı aç":
 * the company from the application and its first user (`yonetici`), who is mailed the invitation
 * (src/dealers/hooks.ts). Both or neither (one transaction where the database has them).
 */
export const openDealerAccount: Endpoint = {
  path: '/:id/bayi-hesabi',
  method: 'post',
  handler: async (req) => {
    if (!hasRole(req.user, 'admin', 'sales'))
      return answer(403, { error: 'Bu işlem için yetkiniz yok.' })
    await addDataAndFileToRequest(req)
    const id = String(req.routeParams?.id ?? '')
    const application = /^\d{1,12}$/.test(id)
      ? await req.payload.findByID({
          collection: 'dealer-applications',
          id,
          depth: 0,
          req,
          overrideAccess: false,
          disableErrors: true,
        })
      : null
    if (!application) return answer(404, { error: 'Başvuru bulunamadı.' })
    const opened = await req.payload.find({
      collection: 'dealer-companies',
      where: { application: { equals: application.id } },
      limit: 1,
      depth: 0,
      req,
    })
    if (opened.docs[0])
      return answer(409, {
        error: 'Bu başvuru için bayi hesabı zaten açıldı.',
        company: opened.docs[0].id,
      })
    const email = application.mail.trim().toLowerCase()
    const taken = await req.payload.count({
      collection: DEALER_COLLECTION,
      where: { email: { equals: email } },
      req,
    })
    if (taken.totalDocs)
      return answer(409, { error: 'Bu e-posta adresiyle bir bayi kullanıcısı zaten var.' })
    const data = (req.data ?? {}) as { taxNumber?: unknown; taxOffice?: unknown }
    const shouldCommit = await initTransaction(req)
    try {
      const company = await req.payload.create({
        collection: 'dealer-companies',
        data: {
          name: application.corporation?.trim() || application.name,
          taxNumber: typeof data.taxNumber === 'string' ? data.taxNumber : '',
          taxOffice: typeof data.taxOffice === 'string' ? data.taxOffice.slice(0, 100) : undefined,
          city: application.city ?? undefined,
          phone: application.phone,
          status: 'aktif',
          application: application.id,
          salesRep:
            idOf(application.assignee) ?? (hasRole(req.user, 'sales') ? req.user!.id : null),
        } as never,
        req,
      })
      const dealer = await req.payload.create({
        collection: DEALER_COLLECTION,
        data: {
          email,
          name: application.name,
          phone: application.phone,
          company: company.id,
          role: 'yonetici',
        } as never,
        req,
      })
      if (shouldCommit) await commitTransaction(req)
      return answer(201, { company: company.id, name: company.name, dealer: dealer.id, email })
    } catch (error) {
      if (shouldCommit) await killTransaction(req)
      if (error instanceof ValidationError) {
        const first = error.data.errors[0]
        return answer(400, { error: first?.message ?? 'Bilgiler geçerli değil.' })
      }
      throw error
    }
  },
}
