import type { CollectionConfig, Endpoint, Field } from 'payload'

import { canWorkLeads } from '@/access/canWorkLeads'
import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'
import type { LeadCollection } from '@/leads/notify'
import { leadReference } from '@/leads/reference'

import { leadExportEndpoints } from './endpoints'
import { leadMetaFields } from './fields'
import { keepInboxHistory, queueAssignmentMail } from './hooks'

/**
 * What both lead collections share: written only by their public POST, worked by sales, listed
 * newest first with the export link, the inbox's history and assignment mail, the system fields.
 */
export function leadCollection({
  slug,
  labels,
  columns,
  searchable,
  endpoints = [],
  fields,
}: {
  slug: LeadCollection
  labels: CollectionConfig['labels']
  columns: string[]
  searchable: string[]
  endpoints?: Endpoint[]
  fields: Field[]
}): CollectionConfig {
  return {
    slug,
    labels,
    admin: {
      useAsTitle: 'name',
      defaultColumns: columns,
      listSearchableFields: searchable,
      group: 'Talepler',
      components: { beforeListTable: ['/leads/admin/CsvExportLink#CsvExportLink'] },
    },
    endpoints: [...leadExportEndpoints(slug, searchable), ...endpoints],
    hooks: {
      beforeChange: [keepInboxHistory],
      afterChange: [queueAssignmentMail(slug)],
    },
    defaultSort: '-receivedAt',
    access: { read: canWorkLeads, create: nobody, update: canWorkLeads, delete: isAdmin },
    fields: [referenceField(slug), ...fields, ...leadMetaFields],
  }
}

/** The number the customer was given (TLP-2026-000123): computed, never stored. */
const referenceField = (slug: LeadCollection): Field => ({
  name: 'reference',
  label: 'Talep no',
  type: 'text',
  virtual: true,
  admin: { readOnly: true, position: 'sidebar', disableListFilter: true },
  hooks: {
    afterRead: [
      ({ data }) =>
        data?.id !== undefined && data?.receivedAt
          ? leadReference(slug, data.id as number, data.receivedAt as string)
          : undefined,
    ],
  },
})
