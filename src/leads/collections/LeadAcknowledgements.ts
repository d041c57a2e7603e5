import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/nobody'

/**
 * One row per acknowledgement sent (src/leads/jobs/sendLeadAcknowledgement.ts): its unique key, address
 * and Istanbul day, lets at most one go to an address per day across instances. Server only.
 */
export const LeadAcknowledgements: CollectionConfig = {
  slug: 'lead-acknowledgements',
  labels: { singular: 'Alındı e-postası', plural: 'Alındı e-postaları' },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    // `<lower-cased address>|<YYYY-MM-DD in Istanbul>`
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    // `<collection>/<id>` of the lead it was sent for
    { name: 'lead', type: 'text', required: true },
  ],
}
