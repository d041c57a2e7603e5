import type { CollectionConfig } from 'payload'

import { canWorkLeads } from '@/access/canWorkLeads'
import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'

import { csvExportEndpoint } from './leadEndpoints'
import { leadMetaFields } from './leadFields'

const searchable = ['name', 'mail', 'phone']

/** Dealer applications (spec "Dealer application"), written only by POST /api/application. */
export const DealerApplications: CollectionConfig = {
  slug: 'dealer-applications',
  labels: { singular: 'Bayilik başvurusu', plural: 'Bayilik Başvuruları' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['receivedAt', 'status', 'name', 'phone', 'mail', 'assignee'],
    listSearchableFields: searchable,
    group: 'Talepler',
    components: { beforeListTable: ['/components/admin/CsvExportLink#CsvExportLink'] },
  },
  endpoints: [csvExportEndpoint('dealer-applications', searchable)],
  defaultSort: '-receivedAt',
  access: { read: canWorkLeads, create: nobody, update: canWorkLeads, delete: isAdmin },
  fields: [
    { name: 'name', label: 'Ad Soyad', type: 'text', required: true },
    { name: 'phone', label: 'Telefon', type: 'text', required: true },
    { name: 'mail', label: 'E-posta', type: 'email', required: true, index: true },
    ...leadMetaFields,
  ],
}
