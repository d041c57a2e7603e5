import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "contact_requests_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"sku" varchar,
  	"name" varchar,
  	"quantity" numeric,
  	"slug" varchar,
  	"product_id" integer
  );
  
  ALTER TABLE "contact_requests_items" ADD CONSTRAINT "contact_requests_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_requests_items" ADD CONSTRAINT "contact_requests_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "contact_requests_items_order_idx" ON "contact_requests_items" USING btree ("_order");
  CREATE INDEX "contact_requests_items_parent_id_idx" ON "contact_requests_items" USING btree ("_parent_id");
  CREATE INDEX "contact_requests_items_product_idx" ON "contact_requests_items" USING btree ("product_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "contact_requests_items" CASCADE;`)
}
