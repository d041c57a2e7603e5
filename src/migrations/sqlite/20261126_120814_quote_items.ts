import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`contact_requests_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`sku\` text,
  	\`name\` text,
  	\`quantity\` numeric,
  	\`slug\` text,
  	\`product_id\` integer,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_requests_items_order_idx\` ON \`contact_requests_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`contact_requests_items_parent_id_idx\` ON \`contact_requests_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`contact_requests_items_product_idx\` ON \`contact_requests_items\` (\`product_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`contact_requests_items\`;`)
}
