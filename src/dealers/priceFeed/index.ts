// The ERP's price-and-stock feed: the sheet, its CLI (cli.ts, a bin script) and its signed route.
export { PRICE_COLUMNS, PRICE_HEADERS } from './columns'
export { FEED_CONTENT_TYPES, MAX_FEED_BYTES, receivePriceFeed } from './endpoint'
export { importPriceSheet, type PriceImportOptions } from './importer'
export { SIGNATURE_HEADER, signFeed, TIMESTAMP_HEADER } from './signature'
