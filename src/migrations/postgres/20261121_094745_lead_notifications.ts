import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendLeadNotification', 'anonymiseOldLeads');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendLeadNotification', 'anonymiseOldLeads');
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"meta" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "contact_requests" ADD COLUMN "assignee_id" integer;
  ALTER TABLE "contact_requests" ADD COLUMN "notified_at" timestamp(3) with time zone;
  ALTER TABLE "contact_requests" ADD COLUMN "notify_lease_until" timestamp(3) with time zone;
  ALTER TABLE "contact_requests" ADD COLUMN "anonymised_at" timestamp(3) with time zone;
  ALTER TABLE "contact_requests" ADD COLUMN "consent_version" varchar;
  ALTER TABLE "contact_requests" ADD COLUMN "consent_at" timestamp(3) with time zone;
  ALTER TABLE "contact_requests" ADD COLUMN "consent_ip" varchar;
  ALTER TABLE "dealer_applications" ADD COLUMN "assignee_id" integer;
  ALTER TABLE "dealer_applications" ADD COLUMN "notified_at" timestamp(3) with time zone;
  ALTER TABLE "dealer_applications" ADD COLUMN "notify_lease_until" timestamp(3) with time zone;
  ALTER TABLE "dealer_applications" ADD COLUMN "anonymised_at" timestamp(3) with time zone;
  ALTER TABLE "dealer_applications" ADD COLUMN "consent_version" varchar;
  ALTER TABLE "dealer_applications" ADD COLUMN "consent_at" timestamp(3) with time zone;
  ALTER TABLE "dealer_applications" ADD COLUMN "consent_ip" varchar;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "dealer_applications" ADD CONSTRAINT "dealer_applications_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "contact_requests_assignee_idx" ON "contact_requests" USING btree ("assignee_id");
  CREATE INDEX "dealer_applications_assignee_idx" ON "dealer_applications" USING btree ("assignee_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "contact_requests" DROP CONSTRAINT "contact_requests_assignee_id_users_id_fk";
  
  ALTER TABLE "dealer_applications" DROP CONSTRAINT "dealer_applications_assignee_id_users_id_fk";
  
  DROP INDEX "contact_requests_assignee_idx";
  DROP INDEX "dealer_applications_assignee_idx";
  ALTER TABLE "contact_requests" DROP COLUMN "assignee_id";
  ALTER TABLE "contact_requests" DROP COLUMN "notified_at";
  ALTER TABLE "contact_requests" DROP COLUMN "notify_lease_until";
  ALTER TABLE "contact_requests" DROP COLUMN "anonymised_at";
  ALTER TABLE "contact_requests" DROP COLUMN "consent_version";
  ALTER TABLE "contact_requests" DROP COLUMN "consent_at";
  ALTER TABLE "contact_requests" DROP COLUMN "consent_ip";
  ALTER TABLE "dealer_applications" DROP COLUMN "assignee_id";
  ALTER TABLE "dealer_applications" DROP COLUMN "notified_at";
  ALTER TABLE "dealer_applications" DROP COLUMN "notify_lease_until";
  ALTER TABLE "dealer_applications" DROP COLUMN "anonymised_at";
  ALTER TABLE "dealer_applications" DROP COLUMN "consent_version";
  ALTER TABLE "dealer_applications" DROP COLUMN "consent_at";
  ALTER TABLE "dealer_applications" DROP COLUMN "consent_ip";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
