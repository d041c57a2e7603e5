import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` ADD \`first_account\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_first_account_idx\` ON \`users\` (\`first_account\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`users_first_account_idx\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`first_account\`;`)
}
