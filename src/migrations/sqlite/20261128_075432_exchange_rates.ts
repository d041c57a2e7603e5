import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`exchange_rates_usd_try\` numeric;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`exchange_rates_eur_try\` numeric;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`exchange_rates_date\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`exchange_rates_source\` text DEFAULT 'tcmb';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`exchange_rates_usd_try\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`exchange_rates_eur_try\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`exchange_rates_date\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`exchange_rates_source\`;`)
}
