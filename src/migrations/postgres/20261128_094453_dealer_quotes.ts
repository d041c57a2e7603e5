import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "products_group_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"group_id" integer,
  	"net_price" numeric
  );
  
  CREATE TABLE "_products_v_version_group_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"group_id" integer,
  	"net_price" numeric,
  	"_uuid" varchar
  );
  
  ALTER TABLE "contact_requests_items" ADD COLUMN "unit_price" numeric;
  ALTER TABLE "contact_requests_items" ADD COLUMN "currency" varchar;
  ALTER TABLE "contact_requests_notes" ADD COLUMN "for_dealer" boolean DEFAULT false;
  ALTER TABLE "contact_requests" ADD COLUMN "dealer_company_id" integer;
  ALTER TABLE "contact_requests" ADD COLUMN "dealer_id" integer;
  ALTER TABLE "contact_requests" ADD COLUMN "price_group_id" integer;
  ALTER TABLE "products_group_prices" ADD CONSTRAINT "products_group_prices_group_id_price_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."price_groups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_group_prices" ADD CONSTRAINT "products_group_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_group_prices" ADD CONSTRAINT "_products_v_version_group_prices_group_id_price_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."price_groups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_version_group_prices" ADD CONSTRAINT "_products_v_version_group_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "products_group_prices_order_idx" ON "products_group_prices" USING btree ("_order");
  CREATE INDEX "products_group_prices_parent_id_idx" ON "products_group_prices" USING btree ("_parent_id");
  CREATE INDEX "products_group_prices_group_idx" ON "products_group_prices" USING btree ("group_id");
  CREATE INDEX "_products_v_version_group_prices_order_idx" ON "_products_v_version_group_prices" USING btree ("_order");
  CREATE INDEX "_products_v_version_group_prices_parent_id_idx" ON "_products_v_version_group_prices" USING btree ("_parent_id");
  CREATE INDEX "_products_v_version_group_prices_group_idx" ON "_products_v_version_group_prices" USING btree ("group_id");
  ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_dealer_company_id_dealer_companies_id_fk" FOREIGN KEY ("dealer_company_id") REFERENCES "public"."dealer_companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_price_group_id_price_groups_id_fk" FOREIGN KEY ("price_group_id") REFERENCES "public"."price_groups"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "contact_requests_dealer_company_idx" ON "contact_requests" USING btree ("dealer_company_id");
  CREATE INDEX "contact_requests_dealer_idx" ON "contact_requests" USING btree ("dealer_id");
  CREATE INDEX "contact_requests_price_group_idx" ON "contact_requests" USING btree ("price_group_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products_group_prices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_group_prices" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "products_group_prices" CASCADE;
  DROP TABLE "_products_v_version_group_prices" CASCADE;
  ALTER TABLE "contact_requests" DROP CONSTRAINT "contact_requests_dealer_company_id_dealer_companies_id_fk";
  
  ALTER TABLE "contact_requests" DROP CONSTRAINT "contact_requests_dealer_id_dealers_id_fk";
  
  ALTER TABLE "contact_requests" DROP CONSTRAINT "contact_requests_price_group_id_price_groups_id_fk";
  
  DROP INDEX "contact_requests_dealer_company_idx";
  DROP INDEX "contact_requests_dealer_idx";
  DROP INDEX "contact_requests_price_group_idx";
  ALTER TABLE "contact_requests_items" DROP COLUMN "unit_price";
  ALTER TABLE "contact_requests_items" DROP COLUMN "currency";
  ALTER TABLE "contact_requests_notes" DROP COLUMN "for_dealer";
  ALTER TABLE "contact_requests" DROP COLUMN "dealer_company_id";
  ALTER TABLE "contact_requests" DROP COLUMN "dealer_id";
  ALTER TABLE "contact_requests" DROP COLUMN "price_group_id";`)
}
