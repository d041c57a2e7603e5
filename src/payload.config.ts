import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { tr } from '@payloadcms/translations/languages/tr'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { Brands } from './catalog/collections/Brands'
import { Categories } from './catalog/collections/Categories'
import { Attributes } from '@/catalog/collections/Attributes'
import { ContactRequests } from './leads/collections/ContactRequests'
import { DealerApplications } from './leads/collections/DealerApplications'
import { Documents } from './catalog/collections/Documents'
import { KnowledgeItems } from './catalog/collections/KnowledgeItems'
import { LeadAcknowledgements } from './leads/collections/LeadAcknowledgements'
import { Media } from './catalog/collections/Media'
import { Pages } from './catalog/collections/Pages'
import { Products } from './catalog/collections/Products'
import { Slides } from './catalog/collections/Slides'
import { Users } from './collections/Users'
import { dealers } from './dealers/plugin'
import { HumanResources } from './globals/HumanResources'
import { jobs, recoverInterruptedJobs } from './jobs'
import { adminBranding } from './backoffice/admin/branding'
import { adminTranslations } from './backoffice/admin/i18n'
import { PopularProducts } from './globals/PopularProducts'
import { SiteSettings } from './globals/SiteSettings'
import {
  isSqliteBusy,
  replaceConnection,
  SQLITE_BUSY_TIMEOUT_MS,
  SQLITE_SYNCHRONOUS,
} from './lib/db/sqliteBusy'
import { remoteExpireEndpoint } from './lib/cache/remoteExpire'
import { databaseKind, databasePoolMax, databaseUrl, payloadSecret } from './lib/env'
import { suspectDatabase } from './lib/db/availability'
import { isDatabaseUnavailable } from './lib/http/handler'
import { MESSAGES } from './lib/http/json'
import { RETRY_AFTER_SECONDS } from './lib/http/unavailable'
import { leadMailAdapter } from './leads/mailer'
import { payloadLogger } from './lib/logger'
import { GUARD_MESSAGES, MAX_UPLOAD_BYTES } from './lib/security/requestGuard'
import { backOffice } from './backoffice/plugin'
import { limitPublicQueries, redirects, storagePlugins } from './plugins'
import { migrations as postgresMigrations } from './migrations/postgres'
import { migrations as sqliteMigrations } from './migrations/sqlite'

const MAX_DEPTH = 3

const dirname = path.dirname(fileURLToPath(import.meta.url))
const url = databaseUrl()
const siteUrl = process.env.SITE_URL?.replace(/\/$/, '')
// Schema changes are committed migrations for each database (src/migrations/{sqlite,postgres});
// `push` is off everywhere so that development never drifts from what production runs.
const db =
  databaseKind(url) === 'postgres'
    ? postgresAdapter({
        pool: {
          connectionString: url,
          max: databasePoolMax(),
          // An unreachable database fails a request in seconds (answered 503), never hangs it.
          connectionTimeoutMillis: 5000,
        },
        push: false,
        migrationDir: path.resolve(dirname, 'migrations/postgres'),
        prodMigrations: postgresMigrations,
      })
    : sqliteAdapter({
        client: { url },
        wal: { synchronous: SQLITE_SYNCHRONOUS, journalSizeLimit: 64 * 1024 * 1024 },
        busyTimeout: SQLITE_BUSY_TIMEOUT_MS,
        // No `transactionOptions`: Payload's SQLite default, one connection and no transactions, so
        // no request can hold the database's writes (docs/decisions/0001-sqlite-writes.md).
        push: false,
        migrationDir: path.resolve(dirname, 'migrations/sqlite'),
        prodMigrations: sqliteMigrations,
      })

export default buildConfig({
  // Payload adds serverURL to its `csrf` list: a staff cookie is honoured only from this origin.
  serverURL: siteUrl,
  routes: { api: '/cms-api', admin: '/admin' },
  graphQL: { disable: true },
  admin: {
    ...adminBranding,
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname) },
    // The default avatar is Gravatar, a third-party request: never from here.
    avatar: 'default',
    components: {
      ...adminBranding.components,
      beforeDashboard: [
        '/leads/admin/LeadsDashboard#LeadsDashboard',
        '/planner/admin/MissingPlannerInfo#MissingPlannerInfo',
      ],
    },
  },
  // Payload's Turkish with its English leftovers and mistranslations overridden.
  i18n: { supportedLanguages: { tr }, fallbackLanguage: 'tr', translations: adminTranslations },
  // No anonymous request may walk the whole graph.
  maxDepth: MAX_DEPTH,
  collections: [
    Products,
    Categories,
    Attributes,
    Brands,
    Pages,
    Slides,
    KnowledgeItems,
    ContactRequests,
    DealerApplications,
    LeadAcknowledgements,
    Media,
    Documents,
    Users,
  ],
  endpoints: [remoteExpireEndpoint],
  globals: [SiteSettings, PopularProducts, HumanResources],
  editor: lexicalEditor(),
  email: leadMailAdapter(),
  jobs,
  secret: payloadSecret(),
  db,
  sharp,
  // The proxy refuses a larger body first (requestGuard.ts), in the same words.
  upload: { limits: { fileSize: MAX_UPLOAD_BYTES }, responseOnLimit: GUARD_MESSAGES.tooLarge },
  // The REST bounds come last: they must see every collection the others add.
  plugins: [...storagePlugins(), redirects, backOffice, dealers, limitPublicQueries],
  logger: payloadLogger(),
  hooks: {
    afterError: [
      // A staff write that met SQLITE_BUSY leaves its connection stuck (src/lib/db/sqliteBusy.ts).
      async ({ error, req }) => {
        if (isSqliteBusy(error)) await replaceConnection(req.payload)
      },
      // The database away: a 503 to retry, as the site's pages and API answer (src/lib/health.ts).
      ({ error, req }) => {
        if (!isDatabaseUnavailable(error)) return
        suspectDatabase()
        req.responseHeaders = new Headers({ 'Retry-After': String(RETRY_AFTER_SECONDS) })
        return { response: { errors: [{ message: MESSAGES.unavailable }] }, status: 503 }
      },
    ],
  },
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  telemetry: false,
  bin: [
    { key: 'seed', scriptPath: path.resolve(dirname, 'seed/bin.ts') },
    { key: 'retention', scriptPath: path.resolve(dirname, 'leads/jobs/retentionBin.ts') },
    { key: 'rates-update', scriptPath: path.resolve(dirname, 'dealers/ratesBin.ts') },
    { key: 'prices-import', scriptPath: path.resolve(dirname, 'dealers/priceFeed/cli.ts') },
    { key: 'catalog-export', scriptPath: path.resolve(dirname, 'backoffice/catalog/exportBin.ts') },
    { key: 'catalog-import', scriptPath: path.resolve(dirname, 'backoffice/catalog/importBin.ts') },
    {
      key: 'redirects-import',
      scriptPath: path.resolve(dirname, 'backoffice/redirects/importBin.ts'),
    },
    {
      key: 'redirects-export',
      scriptPath: path.resolve(dirname, 'backoffice/redirects/exportBin.ts'),
    },
  ],
  onInit: async (payload) => {
    // node-postgres emits 'error' when an idle connection dies; unheard, it crashes the server.
    const pool = (payload.db as { pool?: { on?: (event: string, fn: (e: Error) => void) => void } })
      .pool
    pool?.on?.('error', (err) =>
      payload.logger.warn(
        `PostgreSQL bağlantısı koptu (${(err as { code?: string }).code ?? err.message}); havuz yeniden bağlanacak.`,
      ),
    )
    await recoverInterruptedJobs(payload)
  },
})
