import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_exchange_rates_source" AS ENUM('tcmb', 'elle');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'updateExchangeRates';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'updateExchangeRates';
  ALTER TABLE "site_settings" ADD COLUMN "exchange_rates_usd_try" numeric;
  ALTER TABLE "site_settings" ADD COLUMN "exchange_rates_eur_try" numeric;
  ALTER TABLE "site_settings" ADD COLUMN "exchange_rates_date" timestamp(3) with time zone;
  ALTER TABLE "site_settings" ADD COLUMN "exchange_rates_source" "enum_site_settings_exchange_rates_source" DEFAULT 'tcmb';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendLeadNotification', 'sendLeadAcknowledgement', 'sendAssignmentMail', 'anonymiseOldLeads', 'catalogImport', 'recoverStaleImports');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendLeadNotification', 'sendLeadAcknowledgement', 'sendAssignmentMail', 'anonymiseOldLeads', 'catalogImport', 'recoverStaleImports');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "site_settings" DROP COLUMN "exchange_rates_usd_try";
  ALTER TABLE "site_settings" DROP COLUMN "exchange_rates_eur_try";
  ALTER TABLE "site_settings" DROP COLUMN "exchange_rates_date";
  ALTER TABLE "site_settings" DROP COLUMN "exchange_rates_source";
  DROP TYPE "public"."enum_site_settings_exchange_rates_source";`)
}
