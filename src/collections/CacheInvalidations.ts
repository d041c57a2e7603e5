import type { CollectionConfig } from 'payload'

/**
 * The log through which every process learns what changed (src/lib/cache): one row per change,
 * the tags it invalidates. Written by the catalogue hooks, read and pruned by the servers; never
 * shown in the admin nor served by any API.
 */
export const CacheInvalidations: CollectionConfig = {
  slug: 'cache-invalidations',
  labels: { singular: 'Önbellek kaydı', plural: 'Önbellek kayıtları' },
  admin: { hidden: true },
  access: {
    read: () => false,
    create: () => false,
    update: () => false,
    delete: () => false,
  },
  timestamps: true,
  fields: [{ name: 'tags', label: 'Etiketler', type: 'text', required: true }],
}
