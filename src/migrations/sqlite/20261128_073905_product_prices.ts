import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`products\` ADD \`list_price\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`currency\` text DEFAULT 'USD';`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`stock\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`lead_time_days\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_list_price\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_currency\` text DEFAULT 'USD';`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_stock\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_lead_time_days\` numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`list_price\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`currency\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`stock\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`lead_time_days\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_list_price\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_currency\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_stock\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_lead_time_days\`;`)
}
