import type { CollectionConfig } from 'payload'

import { canWorkLeads } from '@/access/canWorkLeads'
import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'

import { leadExportEndpoints } from './endpoints'
import { kvkkField, leadMetaFields, phoneField, sentByVisitor } from './fields'
import { keepInboxHistory, queueAssignmentMail } from './hooks'

const searchable = ['name', 'corporation', 'city', 'mail', 'phone']

/** Dealer applications (spec "Dealer application"), written only by POST /api/application. */
export const DealerApplications: CollectionConfig = {
  slug: 'dealer-applications',
  labels: { singular: 'Bayilik başvurusu', plural: 'Bayilik Başvuruları' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['receivedAt', 'status', 'name', 'corporation', 'city', 'phone', 'assignee'],
    listSearchableFields: searchable,
    group: 'Talepler',
    components: { beforeListTable: ['/leads/admin/CsvExportLink#CsvExportLink'] },
  },
  endpoints: leadExportEndpoints('dealer-applications', searchable),
  hooks: {
    beforeChange: [keepInboxHistory],
    afterChange: [queueAssignmentMail('dealer-applications')],
  },
  defaultSort: '-receivedAt',
  access: { read: canWorkLeads, create: nobody, update: canWorkLeads, delete: isAdmin },
  fields: [
    sentByVisitor({ name: 'name', label: 'Ad Soyad', type: 'text', required: true }),
    phoneField,
    sentByVisitor({ name: 'mail', label: 'E-posta', type: 'email', required: true, index: true }),
    sentByVisitor({ name: 'corporation', label: 'Firma', type: 'text' }),
    sentByVisitor({ name: 'city', label: 'Şehir', type: 'text' }),
    // Not required: applications sent before the form asked for it have none.
    { ...kvkkField, required: false },
    ...leadMetaFields,
  ],
}
