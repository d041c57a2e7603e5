import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "site_settings_quote_recipients" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_dealer_recipients" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "display_name" varchar;
  -- Accounts made before: the title setDisplayName (src/collections/Users/hooks.ts) gives new ones.
  UPDATE "users" SET "display_name" = CASE WHEN coalesce(trim("name"), '') <> ''
    THEN trim("name") || ' (' || "email" || ')' ELSE "email" END;
  ALTER TABLE "site_settings_quote_recipients" ADD CONSTRAINT "site_settings_quote_recipients_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_dealer_recipients" ADD CONSTRAINT "site_settings_dealer_recipients_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "site_settings_quote_recipients_order_idx" ON "site_settings_quote_recipients" USING btree ("_order");
  CREATE INDEX "site_settings_quote_recipients_parent_id_idx" ON "site_settings_quote_recipients" USING btree ("_parent_id");
  CREATE INDEX "site_settings_dealer_recipients_order_idx" ON "site_settings_dealer_recipients" USING btree ("_order");
  CREATE INDEX "site_settings_dealer_recipients_parent_id_idx" ON "site_settings_dealer_recipients" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "site_settings_quote_recipients" CASCADE;
  DROP TABLE "site_settings_dealer_recipients" CASCADE;
  ALTER TABLE "users" DROP COLUMN "display_name";`)
}
