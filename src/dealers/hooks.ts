import crypto from 'node:crypto'

import type { CollectionAfterChangeHook, CollectionBeforeValidateHook, Endpoint } from 'payload'

import { hasRole } from '@/access/roles'

import { DEALER_COLLECTION } from './access'
import { sendInvitation as mailInvitation } from './invite'

/**
 * A dealer user made without a password (by staff, or "Bayi hesabı aç") gets a random one nobody
 * knows and, once stored, the invitation that lets it choose its own.
 */
export const inviteWithoutPassword: CollectionBeforeValidateHook = ({ data, operation, req }) => {
  if (operation !== 'create' || !data || (typeof data.password === 'string' && data.password))
    return data
  req.context.inviteDealer = true
  return { ...data, password: crypto.randomBytes(24).toString('base64url') }
}

export const sendInvitation: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create' || !req.context.inviteDealer) return doc
  delete req.context.inviteDealer
  try {
    await mailInvitation(req.payload, doc, req)
  } catch (error) {
    // The account stands; staff send the invitation again from its page ("Davet gönder").
    req.payload.logger.error({ err: error, msg: `dealer ${doc.id}: invitation not sent` })
  }
  return doc
}

/** POST /cms-api/dealers/:id/davet — staff send (again) the invitation that sets a password. */
export const resendInvitation: Endpoint = {
  path: '/:id/davet',
  method: 'post',
  handler: async (req) => {
    if (!hasRole(req.user, 'admin', 'sales'))
      return Response.json({ error: 'Bu işlem için yetkiniz yok.' }, { status: 403 })
    const id = String(req.routeParams?.id ?? '')
    const dealer = /^\d{1,12}$/.test(id)
      ? await req.payload.findByID({
          collection: DEALER_COLLECTION,
          id,
          depth: 0,
          req,
          overrideAccess: false,
          disableErrors: true,
        })
      : null
    if (!dealer) return Response.json({ error: 'Bayi kullanıcısı bulunamadı.' }, { status: 404 })
    try {
      await mailInvitation(req.payload, dealer, req)
    } catch (error) {
      req.payload.logger.error({ err: error, msg: `dealer ${id}: invitation not sent` })
      return Response.json({ error: 'Davet e-postası gönderilemedi.' }, { status: 502 })
    }
    return Response.json({ message: `Davet e-postası ${dealer.email} adresine gönderildi.` })
  },
}
