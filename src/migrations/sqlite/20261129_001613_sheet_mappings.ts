import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`catalog_imports_column_map\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`from\` text NOT NULL,
  	\`to\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`catalog_imports\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`catalog_imports_column_map_order_idx\` ON \`catalog_imports_column_map\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`catalog_imports_column_map_parent_id_idx\` ON \`catalog_imports_column_map\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`sheet_mappings_pairs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`from\` text NOT NULL,
  	\`to\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sheet_mappings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sheet_mappings_pairs_order_idx\` ON \`sheet_mappings_pairs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sheet_mappings_pairs_parent_id_idx\` ON \`sheet_mappings_pairs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`sheet_mappings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`kind\` text DEFAULT 'products' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`sheet_mappings_name_idx\` ON \`sheet_mappings\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`sheet_mappings_updated_at_idx\` ON \`sheet_mappings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sheet_mappings_created_at_idx\` ON \`sheet_mappings\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`catalog_imports\` ADD \`mapping_id\` integer REFERENCES sheet_mappings(id);`)
  await db.run(sql`ALTER TABLE \`catalog_imports\` ADD \`save_mapping_as\` text;`)
  await db.run(sql`CREATE INDEX \`catalog_imports_mapping_idx\` ON \`catalog_imports\` (\`mapping_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`sheet_mappings_id\` integer REFERENCES sheet_mappings(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sheet_mappings_id_idx\` ON \`payload_locked_documents_rels\` (\`sheet_mappings_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`catalog_imports_column_map\`;`)
  await db.run(sql`DROP TABLE \`sheet_mappings_pairs\`;`)
  await db.run(sql`DROP TABLE \`sheet_mappings\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_catalog_imports\` (
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
  await db.run(sql`INSERT INTO \`__new_catalog_imports\`("id", "kind", "dry_run", "create_missing", "status", "processed", "total", "summary", "results", "finished_at", "error", "created_by_id", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y") SELECT "id", "kind", "dry_run", "create_missing", "status", "processed", "total", "summary", "results", "finished_at", "error", "created_by_id", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y" FROM \`catalog_imports\`;`)
  await db.run(sql`DROP TABLE \`catalog_imports\`;`)
  await db.run(sql`ALTER TABLE \`__new_catalog_imports\` RENAME TO \`catalog_imports\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`catalog_imports_created_by_idx\` ON \`catalog_imports\` (\`created_by_id\`);`)
  await db.run(sql`CREATE INDEX \`catalog_imports_updated_at_idx\` ON \`catalog_imports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`catalog_imports_created_at_idx\` ON \`catalog_imports\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`catalog_imports_filename_idx\` ON \`catalog_imports\` (\`filename\`);`)
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
  	\`lead_acknowledgements_id\` integer,
  	\`media_id\` integer,
  	\`documents_id\` integer,
  	\`users_id\` integer,
  	\`redirects_id\` integer,
  	\`catalog_imports_id\` integer,
  	\`dealer_companies_id\` integer,
  	\`dealers_id\` integer,
  	\`price_groups_id\` integer,
  	\`dealer_documents_id\` integer,
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
  	FOREIGN KEY (\`lead_acknowledgements_id\`) REFERENCES \`lead_acknowledgements\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`catalog_imports_id\`) REFERENCES \`catalog_imports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dealer_companies_id\`) REFERENCES \`dealer_companies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dealers_id\`) REFERENCES \`dealers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`price_groups_id\`) REFERENCES \`price_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dealer_documents_id\`) REFERENCES \`dealer_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "products_id", "categories_id", "attributes_id", "brands_id", "pages_id", "slides_id", "knowledge_items_id", "contact_requests_id", "dealer_applications_id", "lead_acknowledgements_id", "media_id", "documents_id", "users_id", "redirects_id", "catalog_imports_id", "dealer_companies_id", "dealers_id", "price_groups_id", "dealer_documents_id") SELECT "id", "order", "parent_id", "path", "products_id", "categories_id", "attributes_id", "brands_id", "pages_id", "slides_id", "knowledge_items_id", "contact_requests_id", "dealer_applications_id", "lead_acknowledgements_id", "media_id", "documents_id", "users_id", "redirects_id", "catalog_imports_id", "dealer_companies_id", "dealers_id", "price_groups_id", "dealer_documents_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_acknowledgements_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_acknowledgements_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_catalog_imports_id_idx\` ON \`payload_locked_documents_rels\` (\`catalog_imports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_dealer_companies_id_idx\` ON \`payload_locked_documents_rels\` (\`dealer_companies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_dealers_id_idx\` ON \`payload_locked_documents_rels\` (\`dealers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_price_groups_id_idx\` ON \`payload_locked_documents_rels\` (\`price_groups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_dealer_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`dealer_documents_id\`);`)
}
