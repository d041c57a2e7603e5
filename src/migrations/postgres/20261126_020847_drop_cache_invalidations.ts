import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_cache_invalidations_fk";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_cache_invalidations_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "cache_invalidations_id";
  DROP TABLE IF EXISTS "cache_invalidations" CASCADE;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "cache_invalidations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tags" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "cache_invalidations_id" integer;
  CREATE INDEX "cache_invalidations_updated_at_idx" ON "cache_invalidations" USING btree ("updated_at");
  CREATE INDEX "cache_invalidations_created_at_idx" ON "cache_invalidations" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cache_invalidations_fk" FOREIGN KEY ("cache_invalidations_id") REFERENCES "public"."cache_invalidations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_cache_invalidations_id_idx" ON "payload_locked_documents_rels" USING btree ("cache_invalidations_id");`)
}
