import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_sheet_mappings_kind" AS ENUM('products', 'redirects', 'prices');
  CREATE TABLE "catalog_imports_column_map" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to" varchar
  );
  
  CREATE TABLE "sheet_mappings_pairs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to" varchar
  );
  
  CREATE TABLE "sheet_mappings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"kind" "enum_sheet_mappings_kind" DEFAULT 'products' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "catalog_imports" ADD COLUMN "mapping_id" integer;
  ALTER TABLE "catalog_imports" ADD COLUMN "save_mapping_as" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sheet_mappings_id" integer;
  ALTER TABLE "catalog_imports_column_map" ADD CONSTRAINT "catalog_imports_column_map_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."catalog_imports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sheet_mappings_pairs" ADD CONSTRAINT "sheet_mappings_pairs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sheet_mappings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "catalog_imports_column_map_order_idx" ON "catalog_imports_column_map" USING btree ("_order");
  CREATE INDEX "catalog_imports_column_map_parent_id_idx" ON "catalog_imports_column_map" USING btree ("_parent_id");
  CREATE INDEX "sheet_mappings_pairs_order_idx" ON "sheet_mappings_pairs" USING btree ("_order");
  CREATE INDEX "sheet_mappings_pairs_parent_id_idx" ON "sheet_mappings_pairs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "sheet_mappings_name_idx" ON "sheet_mappings" USING btree ("name");
  CREATE INDEX "sheet_mappings_updated_at_idx" ON "sheet_mappings" USING btree ("updated_at");
  CREATE INDEX "sheet_mappings_created_at_idx" ON "sheet_mappings" USING btree ("created_at");
  ALTER TABLE "catalog_imports" ADD CONSTRAINT "catalog_imports_mapping_id_sheet_mappings_id_fk" FOREIGN KEY ("mapping_id") REFERENCES "public"."sheet_mappings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sheet_mappings_fk" FOREIGN KEY ("sheet_mappings_id") REFERENCES "public"."sheet_mappings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "catalog_imports_mapping_idx" ON "catalog_imports" USING btree ("mapping_id");
  CREATE INDEX "payload_locked_documents_rels_sheet_mappings_id_idx" ON "payload_locked_documents_rels" USING btree ("sheet_mappings_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "catalog_imports_column_map" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sheet_mappings_pairs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sheet_mappings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "catalog_imports_column_map" CASCADE;
  DROP TABLE "sheet_mappings_pairs" CASCADE;
  DROP TABLE "sheet_mappings" CASCADE;
  ALTER TABLE "catalog_imports" DROP CONSTRAINT "catalog_imports_mapping_id_sheet_mappings_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sheet_mappings_fk";
  
  DROP INDEX "catalog_imports_mapping_idx";
  DROP INDEX "payload_locked_documents_rels_sheet_mappings_id_idx";
  ALTER TABLE "catalog_imports" DROP COLUMN "mapping_id";
  ALTER TABLE "catalog_imports" DROP COLUMN "save_mapping_as";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sheet_mappings_id";
  DROP TYPE "public"."enum_sheet_mappings_kind";`)
}
