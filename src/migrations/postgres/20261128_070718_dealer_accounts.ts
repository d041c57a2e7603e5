import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_dealer_companies_status" AS ENUM('aktif', 'askida');
  CREATE TYPE "public"."enum_dealers_role" AS ENUM('yonetici', 'kullanici');
  CREATE TABLE "dealer_companies" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"tax_office" varchar,
  	"tax_number" varchar NOT NULL,
  	"city" varchar,
  	"phone" varchar,
  	"address" varchar,
  	"status" "enum_dealer_companies_status" DEFAULT 'aktif' NOT NULL,
  	"price_group_id" integer,
  	"sales_rep_id" integer,
  	"application_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "dealers_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "dealers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"phone" varchar,
  	"company_id" integer NOT NULL,
  	"role" "enum_dealers_role" DEFAULT 'kullanici' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "price_groups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"discount_percent" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "dealer_companies_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "dealers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "price_groups_id" integer;
  ALTER TABLE "payload_preferences_rels" ADD COLUMN "dealers_id" integer;
  ALTER TABLE "dealer_companies" ADD CONSTRAINT "dealer_companies_price_group_id_price_groups_id_fk" FOREIGN KEY ("price_group_id") REFERENCES "public"."price_groups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "dealer_companies" ADD CONSTRAINT "dealer_companies_sales_rep_id_users_id_fk" FOREIGN KEY ("sales_rep_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "dealer_companies" ADD CONSTRAINT "dealer_companies_application_id_dealer_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."dealer_applications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "dealers_sessions" ADD CONSTRAINT "dealers_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dealers" ADD CONSTRAINT "dealers_company_id_dealer_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."dealer_companies"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "dealer_companies_tax_number_idx" ON "dealer_companies" USING btree ("tax_number");
  CREATE INDEX "dealer_companies_price_group_idx" ON "dealer_companies" USING btree ("price_group_id");
  CREATE INDEX "dealer_companies_sales_rep_idx" ON "dealer_companies" USING btree ("sales_rep_id");
  CREATE INDEX "dealer_companies_application_idx" ON "dealer_companies" USING btree ("application_id");
  CREATE INDEX "dealer_companies_updated_at_idx" ON "dealer_companies" USING btree ("updated_at");
  CREATE INDEX "dealer_companies_created_at_idx" ON "dealer_companies" USING btree ("created_at");
  CREATE INDEX "dealers_sessions_order_idx" ON "dealers_sessions" USING btree ("_order");
  CREATE INDEX "dealers_sessions_parent_id_idx" ON "dealers_sessions" USING btree ("_parent_id");
  CREATE INDEX "dealers_company_idx" ON "dealers" USING btree ("company_id");
  CREATE INDEX "dealers_updated_at_idx" ON "dealers" USING btree ("updated_at");
  CREATE INDEX "dealers_created_at_idx" ON "dealers" USING btree ("created_at");
  CREATE UNIQUE INDEX "dealers_email_idx" ON "dealers" USING btree ("email");
  CREATE UNIQUE INDEX "price_groups_name_idx" ON "price_groups" USING btree ("name");
  CREATE INDEX "price_groups_updated_at_idx" ON "price_groups" USING btree ("updated_at");
  CREATE INDEX "price_groups_created_at_idx" ON "price_groups" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_dealer_companies_fk" FOREIGN KEY ("dealer_companies_id") REFERENCES "public"."dealer_companies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_dealers_fk" FOREIGN KEY ("dealers_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_price_groups_fk" FOREIGN KEY ("price_groups_id") REFERENCES "public"."price_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_dealers_fk" FOREIGN KEY ("dealers_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_dealer_companies_id_idx" ON "payload_locked_documents_rels" USING btree ("dealer_companies_id");
  CREATE INDEX "payload_locked_documents_rels_dealers_id_idx" ON "payload_locked_documents_rels" USING btree ("dealers_id");
  CREATE INDEX "payload_locked_documents_rels_price_groups_id_idx" ON "payload_locked_documents_rels" USING btree ("price_groups_id");
  CREATE INDEX "payload_preferences_rels_dealers_id_idx" ON "payload_preferences_rels" USING btree ("dealers_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "dealer_companies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "dealers_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "dealers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "price_groups" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "dealer_companies" CASCADE;
  DROP TABLE "dealers_sessions" CASCADE;
  DROP TABLE "dealers" CASCADE;
  DROP TABLE "price_groups" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_dealer_companies_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_dealers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_price_groups_fk";
  
  ALTER TABLE "payload_preferences_rels" DROP CONSTRAINT "payload_preferences_rels_dealers_fk";
  
  DROP INDEX "payload_locked_documents_rels_dealer_companies_id_idx";
  DROP INDEX "payload_locked_documents_rels_dealers_id_idx";
  DROP INDEX "payload_locked_documents_rels_price_groups_id_idx";
  DROP INDEX "payload_preferences_rels_dealers_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "dealer_companies_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "dealers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "price_groups_id";
  ALTER TABLE "payload_preferences_rels" DROP COLUMN "dealers_id";
  DROP TYPE "public"."enum_dealer_companies_status";
  DROP TYPE "public"."enum_dealers_role";`)
}
