/**
 * `npm run seed` (`payload seed`, a bin script of payload.config.ts): applies pending migrations,
 * then loads the demo catalogue. Flags: --if-empty (only when no product exists), --products=N,
 * --migrate-only (apply the migrations and stop: what a production deploy runs before starting).
 * Run it through scripts/payload-run.mjs, which retries a CLI run that ended without finishing
 * (see there why).
 */
import { getPayload, type SanitizedConfig } from 'payload'

import { migrations as postgresMigrations } from '../migrations/postgres'
import { migrations as sqliteMigrations } from '../migrations/sqlite'
import { databaseKind } from '../lib/env'

import { seed } from './index'

export async function script(config: SanitizedConfig): Promise<void> {
  const args = process.argv.slice(2)
  const countArg = args.find((a) => a.startsWith('--products='))
  try {
    const payload = await getPayload({ config })
    // The adapters' own migration types are narrower than the generic `migrate` signature.
    type Migrations = NonNullable<Parameters<typeof payload.db.migrate>[0]>['migrations']
    const migrations = databaseKind() === 'postgres' ? postgresMigrations : sqliteMigrations
    await payload.db.migrate({ migrations: migrations as unknown as Migrations })
    if (!args.includes('--migrate-only'))
      await seed(payload, {
        ifEmpty: args.includes('--if-empty'),
        productCount: countArg ? Number(countArg.split('=')[1]) : undefined,
      })
    await payload.destroy()
  } catch (error) {
    console.error('Demo kataloğu yüklenemedi:', error)
    process.exit(1)
  }
  // scripts/payload-run.mjs checks for this line.
  process.stdout.write('[vitrin] done\n')
}
