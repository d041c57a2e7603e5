import { kvkkField, phoneField, sentByVisitor } from './fields'
import { leadCollection } from './leadCollection'

/** Dealer applications (spec "Dealer application"), written only by POST /api/application. */
export const DealerApplications = leadCollection({
  slug: 'dealer-applications',
  labels: { singular: 'Bayilik başvurusu', plural: 'Bayilik Başvuruları' },
  columns: [
    'reference',
    'receivedAt',
    'status',
    'name',
    'corporation',
    'city',
    'phone',
    'assignee',
  ],
  searchable: ['name', 'corporation', 'city', 'mail', 'phone'],
  fields: [
    sentByVisitor({ name: 'name', label: 'Ad Soyad', type: 'text', required: true }),
    phoneField,
    sentByVisitor({ name: 'mail', label: 'E-posta', type: 'email', required: true, index: true }),
    sentByVisitor({ name: 'corporation', label: 'Firma', type: 'text' }),
    sentByVisitor({ name: 'city', label: 'Şehir', type: 'text' }),
    // Not required: applications sent before the form asked for it have none.
    { ...kvkkField, required: false },
  ],
})
