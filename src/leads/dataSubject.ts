import type { Payload } from 'payload'

import { KVKK_NOTICE_VERSION } from './kvkk'
import { LEAD_COLLECTIONS, type LeadCollection } from './notify'

export const isPlausibleMail = (value: string): boolean =>
  value.length <= 254 && /^[^@\s]+@[^@\s]+$/.test(value)

const normal = (mail: string) => mail.trim().toLocaleLowerCase('tr')

/** The ids of one person's leads: matched case-insensitively, compared exactly afterwards. */
async function findByMail(payload: Payload, collection: LeadCollection, mail: string) {
  const { docs } = await payload.find({
    collection,
    where: { mail: { like: mail.trim() } },
    depth: 0,
    pagination: false,
    sort: 'receivedAt',
  })
  return docs.filter((doc) => normal(doc.mail) === normal(mail))
}

/** Everything held about the person with this e-mail address (KVKK art. 11 request). */
export async function exportLeadsByMail(payload: Payload, mail: string) {
  const out: Record<string, unknown> = {
    mail,
    exportedAt: new Date().toISOString(),
    currentNoticeVersion: KVKK_NOTICE_VERSION,
  }
  for (const collection of LEAD_COLLECTIONS) {
    out[collection] = (await findByMail(payload, collection, mail)).map((doc) => {
      const copy: Record<string, unknown> = { ...doc }
      delete copy.notifyLeaseUntil
      delete copy.ackLeaseUntil
      return copy
    })
  }
  return out
}

/** Deletes every lead of this e-mail address; returns how many per collection. */
export async function eraseLeadsByMail(
  payload: Payload,
  mail: string,
): Promise<Record<LeadCollection, number>> {
  const counts: Record<LeadCollection, number> = { 'contact-requests': 0, 'dealer-applications': 0 }
  for (const collection of LEAD_COLLECTIONS) {
    for (const doc of await findByMail(payload, collection, mail)) {
      await payload.delete({ collection, id: doc.id, depth: 0, select: {} })
      counts[collection]++
    }
  }
  // The acknowledgement's day keys hold the address too (`like` matches inside: compared after).
  const prefix = `${mail.trim().toLowerCase()}|`
  const { docs: keys } = await payload.find({
    collection: 'lead-acknowledgements',
    where: { key: { like: prefix } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const ids = (keys as unknown as { id: number; key: string }[])
    .filter((row) => row.key.startsWith(prefix))
    .map((row) => row.id)
  if (ids.length)
    await payload.delete({
      collection: 'lead-acknowledgements',
      where: { id: { in: ids } },
      depth: 0,
      overrideAccess: true,
    })
  return counts
}
