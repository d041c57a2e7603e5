import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ADD COLUMN "first_account" varchar;
  CREATE UNIQUE INDEX "users_first_account_idx" ON "users" USING btree ("first_account");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "users_first_account_idx";
  ALTER TABLE "users" DROP COLUMN "first_account";`)
}
