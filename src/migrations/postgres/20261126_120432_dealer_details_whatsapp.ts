import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { normalizeMobilePhone } from '../../lib/validation/fields'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_dealer_applications_kvkk" AS ENUM('1', '0');
  ALTER TABLE "dealer_applications" ADD COLUMN "corporation" varchar;
  ALTER TABLE "dealer_applications" ADD COLUMN "city" varchar;
  ALTER TABLE "dealer_applications" ADD COLUMN "kvkk" "enum_dealer_applications_kvkk";
  ALTER TABLE "site_settings" ADD COLUMN "whatsapp" varchar;`)
  // Phones kept as typed before are stored in the one form the forms now store.
  for (const table of ['contact_requests', 'dealer_applications']) {
    const { rows } = await db.execute(sql`SELECT id, phone FROM ${sql.identifier(table)}`)
    for (const { id, phone } of rows as { id: number; phone: string }[]) {
      const stored = normalizeMobilePhone(phone.trim())
      if (stored && stored !== phone)
        await db.execute(
          sql`UPDATE ${sql.identifier(table)} SET phone = ${stored} WHERE id = ${id}`,
        )
    }
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "dealer_applications" DROP COLUMN "corporation";
  ALTER TABLE "dealer_applications" DROP COLUMN "city";
  ALTER TABLE "dealer_applications" DROP COLUMN "kvkk";
  ALTER TABLE "site_settings" DROP COLUMN "whatsapp";
  DROP TYPE "public"."enum_dealer_applications_kvkk";`)
}
