import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contact_requests_status_history_from" AS ENUM('yeni', 'islemde', 'tamamlandi');
  CREATE TYPE "public"."enum_contact_requests_status_history_to" AS ENUM('yeni', 'islemde', 'tamamlandi');
  CREATE TYPE "public"."enum_dealer_applications_status_history_from" AS ENUM('yeni', 'islemde', 'tamamlandi');
  CREATE TYPE "public"."enum_dealer_applications_status_history_to" AS ENUM('yeni', 'islemde', 'tamamlandi');
  CREATE TYPE "public"."enum_catalog_imports_kind" AS ENUM('products', 'redirects');
  CREATE TYPE "public"."enum_catalog_imports_status" AS ENUM('bekliyor', 'calisiyor', 'tamamlandi', 'hata');
  CREATE TYPE "public"."enum_redirects_to_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_redirects_type" AS ENUM('301', '302');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendLeadAcknowledgement' BEFORE 'anonymiseOldLeads';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendAssignmentMail' BEFORE 'anonymiseOldLeads';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'catalogImport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendLeadAcknowledgement' BEFORE 'anonymiseOldLeads';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendAssignmentMail' BEFORE 'anonymiseOldLeads';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'catalogImport';
  CREATE TABLE "contact_requests_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"author_id" integer,
  	"at" timestamp(3) with time zone
  );
  
  CREATE TABLE "contact_requests_status_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"from" "enum_contact_requests_status_history_from",
  	"to" "enum_contact_requests_status_history_to" NOT NULL,
  	"by_id" integer,
  	"at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "dealer_applications_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"author_id" integer,
  	"at" timestamp(3) with time zone
  );
  
  CREATE TABLE "dealer_applications_status_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"from" "enum_dealer_applications_status_history_from",
  	"to" "enum_dealer_applications_status_history_to" NOT NULL,
  	"by_id" integer,
  	"at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "lead_acknowledgements" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"lead" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "catalog_imports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_catalog_imports_kind" DEFAULT 'products' NOT NULL,
  	"dry_run" boolean DEFAULT true,
  	"create_missing" boolean DEFAULT false,
  	"status" "enum_catalog_imports_status" DEFAULT 'bekliyor',
  	"processed" numeric DEFAULT 0,
  	"total" numeric DEFAULT 0,
  	"summary" jsonb,
  	"results" jsonb,
  	"finished_at" timestamp(3) with time zone,
  	"error" varchar,
  	"created_by_id" integer,
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
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to_type" "enum_redirects_to_type" DEFAULT 'reference',
  	"to_url" varchar,
  	"type" "enum_redirects_type" DEFAULT '301' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redirects_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer,
  	"categories_id" integer,
  	"brands_id" integer,
  	"pages_id" integer
  );
  
  ALTER TABLE "contact_requests" ADD COLUMN "product_label" varchar;
  ALTER TABLE "contact_requests" ADD COLUMN "ack_sent_at" timestamp(3) with time zone;
  ALTER TABLE "contact_requests" ADD COLUMN "ack_skipped" varchar;
  ALTER TABLE "contact_requests" ADD COLUMN "ack_lease_until" timestamp(3) with time zone;
  ALTER TABLE "dealer_applications" ADD COLUMN "ack_sent_at" timestamp(3) with time zone;
  ALTER TABLE "dealer_applications" ADD COLUMN "ack_skipped" varchar;
  ALTER TABLE "dealer_applications" ADD COLUMN "ack_lease_until" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lead_acknowledgements_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "catalog_imports_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "redirects_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "acknowledgement_enabled" boolean DEFAULT false;
  ALTER TABLE "site_settings" ADD COLUMN "acknowledgement_subject" varchar DEFAULT 'Talebiniz alındı';
  ALTER TABLE "site_settings" ADD COLUMN "acknowledgement_text" varchar DEFAULT 'Talebiniz bize ulaştı. Satış ekibimiz en kısa sürede sizinle iletişime geçecek.';
  ALTER TABLE "contact_requests_notes" ADD CONSTRAINT "contact_requests_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_requests_notes" ADD CONSTRAINT "contact_requests_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_requests_status_history" ADD CONSTRAINT "contact_requests_status_history_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_requests_status_history" ADD CONSTRAINT "contact_requests_status_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dealer_applications_notes" ADD CONSTRAINT "dealer_applications_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "dealer_applications_notes" ADD CONSTRAINT "dealer_applications_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dealer_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dealer_applications_status_history" ADD CONSTRAINT "dealer_applications_status_history_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "dealer_applications_status_history" ADD CONSTRAINT "dealer_applications_status_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dealer_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "catalog_imports" ADD CONSTRAINT "catalog_imports_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_brands_fk" FOREIGN KEY ("brands_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "contact_requests_notes_order_idx" ON "contact_requests_notes" USING btree ("_order");
  CREATE INDEX "contact_requests_notes_parent_id_idx" ON "contact_requests_notes" USING btree ("_parent_id");
  CREATE INDEX "contact_requests_notes_author_idx" ON "contact_requests_notes" USING btree ("author_id");
  CREATE INDEX "contact_requests_status_history_order_idx" ON "contact_requests_status_history" USING btree ("_order");
  CREATE INDEX "contact_requests_status_history_parent_id_idx" ON "contact_requests_status_history" USING btree ("_parent_id");
  CREATE INDEX "contact_requests_status_history_by_idx" ON "contact_requests_status_history" USING btree ("by_id");
  CREATE INDEX "dealer_applications_notes_order_idx" ON "dealer_applications_notes" USING btree ("_order");
  CREATE INDEX "dealer_applications_notes_parent_id_idx" ON "dealer_applications_notes" USING btree ("_parent_id");
  CREATE INDEX "dealer_applications_notes_author_idx" ON "dealer_applications_notes" USING btree ("author_id");
  CREATE INDEX "dealer_applications_status_history_order_idx" ON "dealer_applications_status_history" USING btree ("_order");
  CREATE INDEX "dealer_applications_status_history_parent_id_idx" ON "dealer_applications_status_history" USING btree ("_parent_id");
  CREATE INDEX "dealer_applications_status_history_by_idx" ON "dealer_applications_status_history" USING btree ("by_id");
  CREATE UNIQUE INDEX "lead_acknowledgements_key_idx" ON "lead_acknowledgements" USING btree ("key");
  CREATE INDEX "lead_acknowledgements_updated_at_idx" ON "lead_acknowledgements" USING btree ("updated_at");
  CREATE INDEX "lead_acknowledgements_created_at_idx" ON "lead_acknowledgements" USING btree ("created_at");
  CREATE INDEX "catalog_imports_created_by_idx" ON "catalog_imports" USING btree ("created_by_id");
  CREATE INDEX "catalog_imports_updated_at_idx" ON "catalog_imports" USING btree ("updated_at");
  CREATE INDEX "catalog_imports_created_at_idx" ON "catalog_imports" USING btree ("created_at");
  CREATE UNIQUE INDEX "catalog_imports_filename_idx" ON "catalog_imports" USING btree ("filename");
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "redirects_rels_order_idx" ON "redirects_rels" USING btree ("order");
  CREATE INDEX "redirects_rels_parent_idx" ON "redirects_rels" USING btree ("parent_id");
  CREATE INDEX "redirects_rels_path_idx" ON "redirects_rels" USING btree ("path");
  CREATE INDEX "redirects_rels_products_id_idx" ON "redirects_rels" USING btree ("products_id");
  CREATE INDEX "redirects_rels_categories_id_idx" ON "redirects_rels" USING btree ("categories_id");
  CREATE INDEX "redirects_rels_brands_id_idx" ON "redirects_rels" USING btree ("brands_id");
  CREATE INDEX "redirects_rels_pages_id_idx" ON "redirects_rels" USING btree ("pages_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lead_acknowledgements_fk" FOREIGN KEY ("lead_acknowledgements_id") REFERENCES "public"."lead_acknowledgements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_catalog_imports_fk" FOREIGN KEY ("catalog_imports_id") REFERENCES "public"."catalog_imports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_lead_acknowledgements_id_idx" ON "payload_locked_documents_rels" USING btree ("lead_acknowledgements_id");
  CREATE INDEX "payload_locked_documents_rels_catalog_imports_id_idx" ON "payload_locked_documents_rels" USING btree ("catalog_imports_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");
  -- Each lead's old notes text becomes its first note (no author: it was never recorded).
  INSERT INTO "contact_requests_notes" ("_order", "_parent_id", "id", "text", "author_id", "at") SELECT 1, "id", substr(md5(random()::text || "id"::text), 1, 24), "notes", NULL, "updated_at" FROM "contact_requests" WHERE "notes" IS NOT NULL AND trim("notes") <> '';
  INSERT INTO "dealer_applications_notes" ("_order", "_parent_id", "id", "text", "author_id", "at") SELECT 1, "id", substr(md5(random()::text || "id"::text), 1, 24), "notes", NULL, "updated_at" FROM "dealer_applications" WHERE "notes" IS NOT NULL AND trim("notes") <> '';
  -- The list's "Ürün" column for leads stored before it: the catalogue's code and name.
  UPDATE "contact_requests" c SET "product_label" = p."sku" || ' — ' || p."name" FROM "products" p WHERE p."id" = c."product_id";
  UPDATE "contact_requests" c SET "product_label" = (SELECT string_agg(i."sku" || ' — ' || i."name", '; ' ORDER BY i."_order") FROM "contact_requests_items" i WHERE i."_parent_id" = c."id") WHERE c."product_label" IS NULL AND EXISTS (SELECT 1 FROM "contact_requests_items" i WHERE i."_parent_id" = c."id");
  UPDATE "contact_requests" SET "product_label" = "product_slug" WHERE "product_label" IS NULL AND "product_slug" IS NOT NULL;
  ALTER TABLE "contact_requests" DROP COLUMN "notes";
  ALTER TABLE "dealer_applications" DROP COLUMN "notes";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contact_requests_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_requests_status_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "dealer_applications_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "dealer_applications_status_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lead_acknowledgements" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "catalog_imports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "contact_requests_notes" CASCADE;
  DROP TABLE "contact_requests_status_history" CASCADE;
  DROP TABLE "dealer_applications_notes" CASCADE;
  DROP TABLE "dealer_applications_status_history" CASCADE;
  DROP TABLE "lead_acknowledgements" CASCADE;
  DROP TABLE "catalog_imports" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "redirects_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lead_acknowledgements_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_catalog_imports_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_redirects_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendLeadNotification', 'anonymiseOldLeads');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendLeadNotification', 'anonymiseOldLeads');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_lead_acknowledgements_id_idx";
  DROP INDEX "payload_locked_documents_rels_catalog_imports_id_idx";
  DROP INDEX "payload_locked_documents_rels_redirects_id_idx";
  ALTER TABLE "contact_requests" ADD COLUMN "notes" varchar;
  ALTER TABLE "dealer_applications" ADD COLUMN "notes" varchar;
  ALTER TABLE "contact_requests" DROP COLUMN "product_label";
  ALTER TABLE "contact_requests" DROP COLUMN "ack_sent_at";
  ALTER TABLE "contact_requests" DROP COLUMN "ack_skipped";
  ALTER TABLE "contact_requests" DROP COLUMN "ack_lease_until";
  ALTER TABLE "dealer_applications" DROP COLUMN "ack_sent_at";
  ALTER TABLE "dealer_applications" DROP COLUMN "ack_skipped";
  ALTER TABLE "dealer_applications" DROP COLUMN "ack_lease_until";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lead_acknowledgements_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "catalog_imports_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "redirects_id";
  ALTER TABLE "site_settings" DROP COLUMN "acknowledgement_enabled";
  ALTER TABLE "site_settings" DROP COLUMN "acknowledgement_subject";
  ALTER TABLE "site_settings" DROP COLUMN "acknowledgement_text";
  DROP TYPE "public"."enum_contact_requests_status_history_from";
  DROP TYPE "public"."enum_contact_requests_status_history_to";
  DROP TYPE "public"."enum_dealer_applications_status_history_from";
  DROP TYPE "public"."enum_dealer_applications_status_history_to";
  DROP TYPE "public"."enum_catalog_imports_kind";
  DROP TYPE "public"."enum_catalog_imports_status";
  DROP TYPE "public"."enum_redirects_to_type";
  DROP TYPE "public"."enum_redirects_type";`)
}
