/**
 * `npm run seed` (`payload seed`): migrations, then the demo catalogue. Flags: --if-empty,
 * --products=N, --migrate-only (docs/DEPLOYMENT.md); `--conditions=production`: decision 0003.
 */
import { getPayload, type SanitizedConfig } from 'payload'

import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import { databaseKind } from '@/lib/env'

import { seed } from './index'

export async function script(config: SanitizedConfig): Promise<void> {
  // Payload's CLI exits 0 once this resolves, and also if the event loop empties before: until the
  // work is done, such an exit reports a failure.
  process.exitCode = 1
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
  process.exitCode = 0
}
