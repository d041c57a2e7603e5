import type { CollectionConfig, Endpoint, Plugin } from 'payload'

import { CatalogImports } from './catalog/CatalogImports'
import { productExportEndpoint } from './catalog/export'
import { SheetMappings } from './mappings/SheetMappings'
import { exportEndpoint as redirectsExportEndpoint } from './redirects/endpoint'

/** What the back office adds to a collection of another wing: endpoints and list components. */
const ADDITIONS: Record<string, { endpoints: Endpoint[]; beforeListTable?: string[] }> = {
  products: {
    endpoints: [productExportEndpoint],
    beforeListTable: ['/backoffice/admin/CatalogExportLinks#CatalogExportLinks'],
  },
  redirects: { endpoints: [redirectsExportEndpoint] },
}

function withAdditions(collection: CollectionConfig): CollectionConfig {
  const extra = ADDITIONS[collection.slug]
  if (!extra) return collection
  const components = collection.admin?.components
  return {
    ...collection,
    endpoints: [...(collection.endpoints || []), ...extra.endpoints],
    admin: {
      ...collection.admin,
      components: {
        ...components,
        beforeListTable: [...(components?.beforeListTable ?? []), ...(extra.beforeListTable ?? [])],
      },
    },
  }
}

/**
 * The back office as a Payload plugin: the catalogue's and the redirects' spreadsheet endpoints and
 * the `catalog-imports` and `sheet-mappings` collections, so that neither the catalogue nor the redirects plugin knows
 * the sheet layer. After the redirects plugin, which makes the `redirects` collection.
 */
export const backOffice: Plugin = (config) => ({
  ...config,
  collections: [...(config.collections ?? []).map(withAdditions), CatalogImports, SheetMappings],
})
