import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`products_group_prices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`group_id\` integer,
  	\`net_price\` numeric,
  	FOREIGN KEY (\`group_id\`) REFERENCES \`price_groups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_group_prices_order_idx\` ON \`products_group_prices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_group_prices_parent_id_idx\` ON \`products_group_prices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_group_prices_group_idx\` ON \`products_group_prices\` (\`group_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_group_prices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`group_id\` integer,
  	\`net_price\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`group_id\`) REFERENCES \`price_groups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_group_prices_order_idx\` ON \`_products_v_version_group_prices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_group_prices_parent_id_idx\` ON \`_products_v_version_group_prices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_group_prices_group_idx\` ON \`_products_v_version_group_prices\` (\`group_id\`);`)
  await db.run(sql`ALTER TABLE \`contact_requests_items\` ADD \`unit_price\` numeric;`)
  await db.run(sql`ALTER TABLE \`contact_requests_items\` ADD \`currency\` text;`)
  await db.run(sql`ALTER TABLE \`contact_requests_notes\` ADD \`for_dealer\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`contact_requests\` ADD \`dealer_company_id\` integer REFERENCES dealer_companies(id);`)
  await db.run(sql`ALTER TABLE \`contact_requests\` ADD \`dealer_id\` integer REFERENCES dealers(id);`)
  await db.run(sql`ALTER TABLE \`contact_requests\` ADD \`price_group_id\` integer REFERENCES price_groups(id);`)
  await db.run(sql`CREATE INDEX \`contact_requests_dealer_company_idx\` ON \`contact_requests\` (\`dealer_company_id\`);`)
  await db.run(sql`CREATE INDEX \`contact_requests_dealer_idx\` ON \`contact_requests\` (\`dealer_id\`);`)
  await db.run(sql`CREATE INDEX \`contact_requests_price_group_idx\` ON \`contact_requests\` (\`price_group_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`products_group_prices\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_group_prices\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_contact_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`corporation\` text NOT NULL,
  	\`mail\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`kvkk\` text NOT NULL,
  	\`message\` text,
  	\`product_label\` text,
  	\`product_slug\` text,
  	\`product_id\` integer,
  	\`status\` text DEFAULT 'yeni' NOT NULL,
  	\`assignee_id\` integer,
  	\`notified_at\` text,
  	\`notify_lease_until\` text,
  	\`anonymised_at\` text,
  	\`ack_sent_at\` text,
  	\`ack_skipped\` text,
  	\`ack_lease_until\` text,
  	\`received_at\` text NOT NULL,
  	\`ip\` text,
  	\`user_agent\` text,
  	\`source_page\` text,
  	\`consent_version\` text,
  	\`consent_at\` text,
  	\`consent_ip\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`assignee_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contact_requests\`("id", "name", "corporation", "mail", "phone", "kvkk", "message", "product_label", "product_slug", "product_id", "status", "assignee_id", "notified_at", "notify_lease_until", "anonymised_at", "ack_sent_at", "ack_skipped", "ack_lease_until", "received_at", "ip", "user_agent", "source_page", "consent_version", "consent_at", "consent_ip", "updated_at", "created_at") SELECT "id", "name", "corporation", "mail", "phone", "kvkk", "message", "product_label", "product_slug", "product_id", "status", "assignee_id", "notified_at", "notify_lease_until", "anonymised_at", "ack_sent_at", "ack_skipped", "ack_lease_until", "received_at", "ip", "user_agent", "source_page", "consent_version", "consent_at", "consent_ip", "updated_at", "created_at" FROM \`contact_requests\`;`)
  await db.run(sql`DROP TABLE \`contact_requests\`;`)
  await db.run(sql`ALTER TABLE \`__new_contact_requests\` RENAME TO \`contact_requests\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`contact_requests_mail_idx\` ON \`contact_requests\` (\`mail\`);`)
  await db.run(sql`CREATE INDEX \`contact_requests_product_idx\` ON \`contact_requests\` (\`product_id\`);`)
  await db.run(sql`CREATE INDEX \`contact_requests_status_idx\` ON \`contact_requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`contact_requests_assignee_idx\` ON \`contact_requests\` (\`assignee_id\`);`)
  await db.run(sql`CREATE INDEX \`contact_requests_received_at_idx\` ON \`contact_requests\` (\`received_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_requests_updated_at_idx\` ON \`contact_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_requests_created_at_idx\` ON \`contact_requests\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`contact_requests_items\` DROP COLUMN \`unit_price\`;`)
  await db.run(sql`ALTER TABLE \`contact_requests_items\` DROP COLUMN \`currency\`;`)
  await db.run(sql`ALTER TABLE \`contact_requests_notes\` DROP COLUMN \`for_dealer\`;`)
}
