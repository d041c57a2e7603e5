import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`contact_requests_notes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`author_id\` integer,
  	\`at\` text,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_requests_notes_order_idx\` ON \`contact_requests_notes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`contact_requests_notes_parent_id_idx\` ON \`contact_requests_notes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`contact_requests_notes_author_idx\` ON \`contact_requests_notes\` (\`author_id\`);`)
  await db.run(sql`CREATE TABLE \`contact_requests_status_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`from\` text,
  	\`to\` text NOT NULL,
  	\`by_id\` integer,
  	\`at\` text NOT NULL,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_requests_status_history_order_idx\` ON \`contact_requests_status_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`contact_requests_status_history_parent_id_idx\` ON \`contact_requests_status_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`contact_requests_status_history_by_idx\` ON \`contact_requests_status_history\` (\`by_id\`);`)
  await db.run(sql`CREATE TABLE \`dealer_applications_notes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`author_id\` integer,
  	\`at\` text,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`dealer_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`dealer_applications_notes_order_idx\` ON \`dealer_applications_notes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`dealer_applications_notes_parent_id_idx\` ON \`dealer_applications_notes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`dealer_applications_notes_author_idx\` ON \`dealer_applications_notes\` (\`author_id\`);`)
  await db.run(sql`CREATE TABLE \`dealer_applications_status_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`from\` text,
  	\`to\` text NOT NULL,
  	\`by_id\` integer,
  	\`at\` text NOT NULL,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`dealer_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`dealer_applications_status_history_order_idx\` ON \`dealer_applications_status_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`dealer_applications_status_history_parent_id_idx\` ON \`dealer_applications_status_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`dealer_applications_status_history_by_idx\` ON \`dealer_applications_status_history\` (\`by_id\`);`)
  await db.run(sql`CREATE TABLE \`lead_acknowledgements\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`lead\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`lead_acknowledgements_key_idx\` ON \`lead_acknowledgements\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`lead_acknowledgements_updated_at_idx\` ON \`lead_acknowledgements\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`lead_acknowledgements_created_at_idx\` ON \`lead_acknowledgements\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`catalog_imports\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'products' NOT NULL,
  	\`dry_run\` integer DEFAULT true,
  	\`create_missing\` integer DEFAULT false,
  	\`status\` text DEFAULT 'bekliyor',
  	\`processed\` numeric DEFAULT 0,
  	\`total\` numeric DEFAULT 0,
  	\`summary\` text,
  	\`results\` text,
  	\`finished_at\` text,
  	\`error\` text,
  	\`created_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	FOREIGN KEY (\`created_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`catalog_imports_created_by_idx\` ON \`catalog_imports\` (\`created_by_id\`);`)
  await db.run(sql`CREATE INDEX \`catalog_imports_updated_at_idx\` ON \`catalog_imports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`catalog_imports_created_at_idx\` ON \`catalog_imports\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`catalog_imports_filename_idx\` ON \`catalog_imports\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`redirects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`from\` text NOT NULL,
  	\`to_type\` text DEFAULT 'reference',
  	\`to_url\` text,
  	\`type\` text DEFAULT '301' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`redirects_from_idx\` ON \`redirects\` (\`from\`);`)
  await db.run(sql`CREATE INDEX \`redirects_updated_at_idx\` ON \`redirects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`redirects_created_at_idx\` ON \`redirects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`redirects_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	\`categories_id\` integer,
  	\`brands_id\` integer,
  	\`pages_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`brands_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`redirects_rels_order_idx\` ON \`redirects_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_parent_idx\` ON \`redirects_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_path_idx\` ON \`redirects_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_products_id_idx\` ON \`redirects_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_categories_id_idx\` ON \`redirects_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_brands_id_idx\` ON \`redirects_rels\` (\`brands_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_pages_id_idx\` ON \`redirects_rels\` (\`pages_id\`);`)
  await db.run(sql`ALTER TABLE \`contact_requests\` ADD \`product_label\` text;`)
  await db.run(sql`ALTER TABLE \`contact_requests\` ADD \`ack_sent_at\` text;`)
  await db.run(sql`ALTER TABLE \`contact_requests\` ADD \`ack_skipped\` text;`)
  await db.run(sql`ALTER TABLE \`contact_requests\` ADD \`ack_lease_until\` text;`)
  // Each lead's old notes text becomes its first note (no author: it was never recorded).
  await db.run(sql`INSERT INTO \`contact_requests_notes\` (\`_order\`, \`_parent_id\`, \`id\`, \`text\`, \`author_id\`, \`at\`) SELECT 1, \`id\`, lower(hex(randomblob(12))), \`notes\`, NULL, \`updated_at\` FROM \`contact_requests\` WHERE \`notes\` IS NOT NULL AND trim(\`notes\`) <> '';`)
  // The list's "Ürün" column for leads stored before it: the catalogue's code and name.
  await db.run(sql`UPDATE \`contact_requests\` SET \`product_label\` = (SELECT \`sku\` || ' — ' || \`name\` FROM \`products\` WHERE \`products\`.\`id\` = \`contact_requests\`.\`product_id\`) WHERE \`product_id\` IS NOT NULL;`)
  await db.run(sql`UPDATE \`contact_requests\` SET \`product_label\` = (SELECT group_concat(\`line\`, '; ') FROM (SELECT \`sku\` || ' — ' || \`name\` AS \`line\` FROM \`contact_requests_items\` WHERE \`_parent_id\` = \`contact_requests\`.\`id\` ORDER BY \`_order\`)) WHERE \`product_label\` IS NULL AND EXISTS (SELECT 1 FROM \`contact_requests_items\` WHERE \`_parent_id\` = \`contact_requests\`.\`id\`);`)
  await db.run(sql`UPDATE \`contact_requests\` SET \`product_label\` = \`product_slug\` WHERE \`product_label\` IS NULL AND \`product_slug\` IS NOT NULL;`)
  await db.run(sql`ALTER TABLE \`contact_requests\` DROP COLUMN \`notes\`;`)
  await db.run(sql`ALTER TABLE \`dealer_applications\` ADD \`ack_sent_at\` text;`)
  await db.run(sql`ALTER TABLE \`dealer_applications\` ADD \`ack_skipped\` text;`)
  await db.run(sql`ALTER TABLE \`dealer_applications\` ADD \`ack_lease_until\` text;`)
  await db.run(sql`INSERT INTO \`dealer_applications_notes\` (\`_order\`, \`_parent_id\`, \`id\`, \`text\`, \`author_id\`, \`at\`) SELECT 1, \`id\`, lower(hex(randomblob(12))), \`notes\`, NULL, \`updated_at\` FROM \`dealer_applications\` WHERE \`notes\` IS NOT NULL AND trim(\`notes\`) <> '';`)
  await db.run(sql`ALTER TABLE \`dealer_applications\` DROP COLUMN \`notes\`;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`lead_acknowledgements_id\` integer REFERENCES lead_acknowledgements(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`catalog_imports_id\` integer REFERENCES catalog_imports(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`redirects_id\` integer REFERENCES redirects(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_acknowledgements_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_acknowledgements_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_catalog_imports_id_idx\` ON \`payload_locked_documents_rels\` (\`catalog_imports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`acknowledgement_enabled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`acknowledgement_subject\` text DEFAULT 'Talebiniz alındı';`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`acknowledgement_text\` text DEFAULT 'Talebiniz bize ulaştı. Satış ekibimiz en kısa sürede sizinle iletişime geçecek.';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`contact_requests_notes\`;`)
  await db.run(sql`DROP TABLE \`contact_requests_status_history\`;`)
  await db.run(sql`DROP TABLE \`dealer_applications_notes\`;`)
  await db.run(sql`DROP TABLE \`dealer_applications_status_history\`;`)
  await db.run(sql`DROP TABLE \`lead_acknowledgements\`;`)
  await db.run(sql`DROP TABLE \`catalog_imports\`;`)
  await db.run(sql`DROP TABLE \`redirects\`;`)
  await db.run(sql`DROP TABLE \`redirects_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	\`categories_id\` integer,
  	\`attributes_id\` integer,
  	\`brands_id\` integer,
  	\`pages_id\` integer,
  	\`slides_id\` integer,
  	\`knowledge_items_id\` integer,
  	\`contact_requests_id\` integer,
  	\`dealer_applications_id\` integer,
  	\`media_id\` integer,
  	\`documents_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`attributes_id\`) REFERENCES \`attributes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`brands_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`slides_id\`) REFERENCES \`slides\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`knowledge_items_id\`) REFERENCES \`knowledge_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_requests_id\`) REFERENCES \`contact_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dealer_applications_id\`) REFERENCES \`dealer_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "products_id", "categories_id", "attributes_id", "brands_id", "pages_id", "slides_id", "knowledge_items_id", "contact_requests_id", "dealer_applications_id", "media_id", "documents_id", "users_id") SELECT "id", "order", "parent_id", "path", "products_id", "categories_id", "attributes_id", "brands_id", "pages_id", "slides_id", "knowledge_items_id", "contact_requests_id", "dealer_applications_id", "media_id", "documents_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_attributes_id_idx\` ON \`payload_locked_documents_rels\` (\`attributes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_brands_id_idx\` ON \`payload_locked_documents_rels\` (\`brands_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_slides_id_idx\` ON \`payload_locked_documents_rels\` (\`slides_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_knowledge_items_id_idx\` ON \`payload_locked_documents_rels\` (\`knowledge_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_dealer_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`dealer_applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`contact_requests\` ADD \`notes\` text;`)
  await db.run(sql`ALTER TABLE \`contact_requests\` DROP COLUMN \`product_label\`;`)
  await db.run(sql`ALTER TABLE \`contact_requests\` DROP COLUMN \`ack_sent_at\`;`)
  await db.run(sql`ALTER TABLE \`contact_requests\` DROP COLUMN \`ack_skipped\`;`)
  await db.run(sql`ALTER TABLE \`contact_requests\` DROP COLUMN \`ack_lease_until\`;`)
  await db.run(sql`ALTER TABLE \`dealer_applications\` ADD \`notes\` text;`)
  await db.run(sql`ALTER TABLE \`dealer_applications\` DROP COLUMN \`ack_sent_at\`;`)
  await db.run(sql`ALTER TABLE \`dealer_applications\` DROP COLUMN \`ack_skipped\`;`)
  await db.run(sql`ALTER TABLE \`dealer_applications\` DROP COLUMN \`ack_lease_until\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`acknowledgement_enabled\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`acknowledgement_subject\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`acknowledgement_text\`;`)
}
