import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "dealer_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "dealer_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"price_groups_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "dealer_documents_id" integer;
  ALTER TABLE "dealer_documents_rels" ADD CONSTRAINT "dealer_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."dealer_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dealer_documents_rels" ADD CONSTRAINT "dealer_documents_rels_price_groups_fk" FOREIGN KEY ("price_groups_id") REFERENCES "public"."price_groups"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "dealer_documents_updated_at_idx" ON "dealer_documents" USING btree ("updated_at");
  CREATE INDEX "dealer_documents_created_at_idx" ON "dealer_documents" USING btree ("created_at");
  CREATE UNIQUE INDEX "dealer_documents_filename_idx" ON "dealer_documents" USING btree ("filename");
  CREATE INDEX "dealer_documents_rels_order_idx" ON "dealer_documents_rels" USING btree ("order");
  CREATE INDEX "dealer_documents_rels_parent_idx" ON "dealer_documents_rels" USING btree ("parent_id");
  CREATE INDEX "dealer_documents_rels_path_idx" ON "dealer_documents_rels" USING btree ("path");
  CREATE INDEX "dealer_documents_rels_price_groups_id_idx" ON "dealer_documents_rels" USING btree ("price_groups_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_dealer_documents_fk" FOREIGN KEY ("dealer_documents_id") REFERENCES "public"."dealer_documents"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_dealer_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("dealer_documents_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "dealer_documents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "dealer_documents_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "dealer_documents" CASCADE;
  DROP TABLE "dealer_documents_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_dealer_documents_fk";
  
  DROP INDEX "payload_locked_documents_rels_dealer_documents_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "dealer_documents_id";`)
}
