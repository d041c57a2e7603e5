import type { CollectionConfig, Field, GlobalConfig, Plugin } from 'payload'

import { withCatalogColumns } from '@/backoffice/catalog/extraColumns'

import { DealerCompanies } from './collections/DealerCompanies'
import { DealerDocuments } from './collections/DealerDocuments'
import { Dealers } from './collections/Dealers'
import { PriceGroups } from './collections/PriceGroups'
import { exchangeRatesField } from './exchangeRates'
import { openDealerAccount } from './onboarding'
import { priceCatalogColumns } from './priceFeed/catalogColumns'
import { hidePricesFromVisitors, productPriceFields } from './productFields'
import { withDealerQuoteFields } from './quotes/leadFields'

/**
 * Prices and stock on products; the dealer, its company and prices on quote requests; "Bayi
 * hesabı aç" (endpoint and sidebar) on dealer applications.
 */
function withDealerParts(collection: CollectionConfig): CollectionConfig {
  if (collection.slug === 'products')
    return {
      ...collection,
      fields: [...collection.fields, ...productPriceFields],
      hooks: {
        ...collection.hooks,
        afterRead: [...(collection.hooks?.afterRead ?? []), hidePricesFromVisitors],
      },
    }
  if (collection.slug === 'contact-requests') return withDealerQuoteFields(collection)
  if (collection.slug !== 'dealer-applications') return collection
  return {
    ...collection,
    endpoints: [...(collection.endpoints || []), openDealerAccount],
    fields: [
      ...collection.fields,
      {
        name: 'dealerAccount',
        type: 'ui',
        admin: {
          position: 'sidebar',
          components: { Field: '/dealers/admin/OpenDealerAccount#OpenDealerAccount' },
        },
      },
    ],
  }
}

/** Site settings get a "Bayiler" tab with the exchange rates. */
function withRatesTab(global: GlobalConfig): GlobalConfig {
  if (global.slug !== 'site-settings') return global
  const fields: Field[] = global.fields.map((field) =>
    field.type === 'tabs'
      ? { ...field, tabs: [...field.tabs, { label: 'Bayiler', fields: [exchangeRatesField] }] }
      : field,
  )
  return { ...global, fields }
}

/**
 * The dealer wing as a Payload plugin: dealer companies, their users (a second auth collection)
 * and price groups, and the way from an application to an account, so the leads wing knows none.
 */
export const dealers: Plugin = (config) =>
  // The catalogue sheet carries prices, stock and each group's special price.
  withCatalogColumns(
    {
      ...config,
      globals: (config.globals ?? []).map(withRatesTab),
      collections: [
        ...(config.collections ?? []).map(withDealerParts),
        DealerCompanies,
        Dealers,
        PriceGroups,
        DealerDocuments,
      ],
    },
    priceCatalogColumns,
  )
