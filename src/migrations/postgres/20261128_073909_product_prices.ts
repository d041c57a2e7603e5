import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_products_currency" AS ENUM('TRY', 'USD', 'EUR');
  CREATE TYPE "public"."enum_products_stock" AS ENUM('stokta', 'sinirli', 'siparis', 'yok');
  CREATE TYPE "public"."enum__products_v_version_currency" AS ENUM('TRY', 'USD', 'EUR');
  CREATE TYPE "public"."enum__products_v_version_stock" AS ENUM('stokta', 'sinirli', 'siparis', 'yok');
  ALTER TABLE "products" ADD COLUMN "list_price" numeric;
  ALTER TABLE "products" ADD COLUMN "currency" "enum_products_currency" DEFAULT 'USD';
  ALTER TABLE "products" ADD COLUMN "stock" "enum_products_stock";
  ALTER TABLE "products" ADD COLUMN "lead_time_days" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_list_price" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_currency" "enum__products_v_version_currency" DEFAULT 'USD';
  ALTER TABLE "_products_v" ADD COLUMN "version_stock" "enum__products_v_version_stock";
  ALTER TABLE "_products_v" ADD COLUMN "version_lead_time_days" numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products" DROP COLUMN "list_price";
  ALTER TABLE "products" DROP COLUMN "currency";
  ALTER TABLE "products" DROP COLUMN "stock";
  ALTER TABLE "products" DROP COLUMN "lead_time_days";
  ALTER TABLE "_products_v" DROP COLUMN "version_list_price";
  ALTER TABLE "_products_v" DROP COLUMN "version_currency";
  ALTER TABLE "_products_v" DROP COLUMN "version_stock";
  ALTER TABLE "_products_v" DROP COLUMN "version_lead_time_days";
  DROP TYPE "public"."enum_products_currency";
  DROP TYPE "public"."enum_products_stock";
  DROP TYPE "public"."enum__products_v_version_currency";
  DROP TYPE "public"."enum__products_v_version_stock";`)
}
