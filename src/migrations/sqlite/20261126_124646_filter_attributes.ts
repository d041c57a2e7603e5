import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`products_attributes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`attribute_id\` integer,
  	\`value\` text,
  	FOREIGN KEY (\`attribute_id\`) REFERENCES \`attributes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_attributes_order_idx\` ON \`products_attributes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_attributes_parent_id_idx\` ON \`products_attributes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_attributes_attribute_idx\` ON \`products_attributes\` (\`attribute_id\`);`)
  await db.run(sql`CREATE TABLE \`products_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_texts_order_parent\` ON \`products_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_texts_text_idx\` ON \`products_texts\` (\`text\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_attributes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`attribute_id\` integer,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`attribute_id\`) REFERENCES \`attributes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_attributes_order_idx\` ON \`_products_v_version_attributes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_attributes_parent_id_idx\` ON \`_products_v_version_attributes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_attributes_attribute_idx\` ON \`_products_v_version_attributes\` (\`attribute_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_texts_order_parent\` ON \`_products_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`attributes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`unit\` text,
  	\`kind\` text DEFAULT 'choice' NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`attributes_slug_idx\` ON \`attributes\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`attributes_order_idx\` ON \`attributes\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`attributes_updated_at_idx\` ON \`attributes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`attributes_created_at_idx\` ON \`attributes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`attributes_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`attributes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`attributes_texts_order_parent\` ON \`attributes_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`attributes_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`attributes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`attributes_rels_order_idx\` ON \`attributes_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`attributes_rels_parent_idx\` ON \`attributes_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`attributes_rels_path_idx\` ON \`attributes_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`attributes_rels_categories_id_idx\` ON \`attributes_rels\` (\`categories_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`attributes_id\` integer REFERENCES attributes(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_attributes_id_idx\` ON \`payload_locked_documents_rels\` (\`attributes_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`products_attributes\`;`)
  await db.run(sql`DROP TABLE \`products_texts\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_attributes\`;`)
  await db.run(sql`DROP TABLE \`_products_v_texts\`;`)
  await db.run(sql`DROP TABLE \`attributes\`;`)
  await db.run(sql`DROP TABLE \`attributes_texts\`;`)
  await db.run(sql`DROP TABLE \`attributes_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	\`categories_id\` integer,
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "products_id", "categories_id", "brands_id", "pages_id", "slides_id", "knowledge_items_id", "contact_requests_id", "dealer_applications_id", "media_id", "documents_id", "users_id") SELECT "id", "order", "parent_id", "path", "products_id", "categories_id", "brands_id", "pages_id", "slides_id", "knowledge_items_id", "contact_requests_id", "dealer_applications_id", "media_id", "documents_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_brands_id_idx\` ON \`payload_locked_documents_rels\` (\`brands_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_slides_id_idx\` ON \`payload_locked_documents_rels\` (\`slides_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_knowledge_items_id_idx\` ON \`payload_locked_documents_rels\` (\`knowledge_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_dealer_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`dealer_applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
