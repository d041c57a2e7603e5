import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { normalizeMobilePhone } from '../../lib/validation/fields'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`dealer_applications\` ADD \`corporation\` text;`)
  await db.run(sql`ALTER TABLE \`dealer_applications\` ADD \`city\` text;`)
  await db.run(sql`ALTER TABLE \`dealer_applications\` ADD \`kvkk\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`whatsapp\` text;`)
  // Phones kept as typed before are stored in the one form the forms now store.
  for (const table of ['contact_requests', 'dealer_applications']) {
    const rows = await db.all<{ id: number; phone: string }>(
      sql`SELECT id, phone FROM ${sql.identifier(table)}`,
    )
    for (const { id, phone } of rows) {
      const stored = normalizeMobilePhone(phone.trim())
      if (stored && stored !== phone)
        await db.run(sql`UPDATE ${sql.identifier(table)} SET phone = ${stored} WHERE id = ${id}`)
    }
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`dealer_applications\` DROP COLUMN \`corporation\`;`)
  await db.run(sql`ALTER TABLE \`dealer_applications\` DROP COLUMN \`city\`;`)
  await db.run(sql`ALTER TABLE \`dealer_applications\` DROP COLUMN \`kvkk\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`whatsapp\`;`)
}
