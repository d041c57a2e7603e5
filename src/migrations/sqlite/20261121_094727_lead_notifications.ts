import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`meta\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`contact_requests\` ADD \`assignee_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`contact_requests\` ADD \`notified_at\` text;`)
  await db.run(sql`ALTER TABLE \`contact_requests\` ADD \`notify_lease_until\` text;`)
  await db.run(sql`ALTER TABLE \`contact_requests\` ADD \`anonymised_at\` text;`)
  await db.run(sql`ALTER TABLE \`contact_requests\` ADD \`consent_version\` text;`)
  await db.run(sql`ALTER TABLE \`contact_requests\` ADD \`consent_at\` text;`)
  await db.run(sql`ALTER TABLE \`contact_requests\` ADD \`consent_ip\` text;`)
  await db.run(sql`CREATE INDEX \`contact_requests_assignee_idx\` ON \`contact_requests\` (\`assignee_id\`);`)
  await db.run(sql`ALTER TABLE \`dealer_applications\` ADD \`assignee_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`dealer_applications\` ADD \`notified_at\` text;`)
  await db.run(sql`ALTER TABLE \`dealer_applications\` ADD \`notify_lease_until\` text;`)
  await db.run(sql`ALTER TABLE \`dealer_applications\` ADD \`anonymised_at\` text;`)
  await db.run(sql`ALTER TABLE \`dealer_applications\` ADD \`consent_version\` text;`)
  await db.run(sql`ALTER TABLE \`dealer_applications\` ADD \`consent_at\` text;`)
  await db.run(sql`ALTER TABLE \`dealer_applications\` ADD \`consent_ip\` text;`)
  await db.run(sql`CREATE INDEX \`dealer_applications_assignee_idx\` ON \`dealer_applications\` (\`assignee_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_contact_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`corporation\` text NOT NULL,
  	\`mail\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`kvkk\` text NOT NULL,
  	\`message\` text,
  	\`product_slug\` text,
  	\`product_id\` integer,
  	\`status\` text DEFAULT 'yeni' NOT NULL,
  	\`notes\` text,
  	\`received_at\` text NOT NULL,
  	\`ip\` text,
  	\`user_agent\` text,
  	\`source_page\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contact_requests\`("id", "name", "corporation", "mail", "phone", "kvkk", "message", "product_slug", "product_id", "status", "notes", "received_at", "ip", "user_agent", "source_page", "updated_at", "created_at") SELECT "id", "name", "corporation", "mail", "phone", "kvkk", "message", "product_slug", "product_id", "status", "notes", "received_at", "ip", "user_agent", "source_page", "updated_at", "created_at" FROM \`contact_requests\`;`)
  await db.run(sql`DROP TABLE \`contact_requests\`;`)
  await db.run(sql`ALTER TABLE \`__new_contact_requests\` RENAME TO \`contact_requests\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`contact_requests_mail_idx\` ON \`contact_requests\` (\`mail\`);`)
  await db.run(sql`CREATE INDEX \`contact_requests_product_idx\` ON \`contact_requests\` (\`product_id\`);`)
  await db.run(sql`CREATE INDEX \`contact_requests_status_idx\` ON \`contact_requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`contact_requests_received_at_idx\` ON \`contact_requests\` (\`received_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_requests_updated_at_idx\` ON \`contact_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_requests_created_at_idx\` ON \`contact_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_dealer_applications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`mail\` text NOT NULL,
  	\`status\` text DEFAULT 'yeni' NOT NULL,
  	\`notes\` text,
  	\`received_at\` text NOT NULL,
  	\`ip\` text,
  	\`user_agent\` text,
  	\`source_page\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_dealer_applications\`("id", "name", "phone", "mail", "status", "notes", "received_at", "ip", "user_agent", "source_page", "updated_at", "created_at") SELECT "id", "name", "phone", "mail", "status", "notes", "received_at", "ip", "user_agent", "source_page", "updated_at", "created_at" FROM \`dealer_applications\`;`)
  await db.run(sql`DROP TABLE \`dealer_applications\`;`)
  await db.run(sql`ALTER TABLE \`__new_dealer_applications\` RENAME TO \`dealer_applications\`;`)
  await db.run(sql`CREATE INDEX \`dealer_applications_mail_idx\` ON \`dealer_applications\` (\`mail\`);`)
  await db.run(sql`CREATE INDEX \`dealer_applications_status_idx\` ON \`dealer_applications\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`dealer_applications_received_at_idx\` ON \`dealer_applications\` (\`received_at\`);`)
  await db.run(sql`CREATE INDEX \`dealer_applications_updated_at_idx\` ON \`dealer_applications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`dealer_applications_created_at_idx\` ON \`dealer_applications\` (\`created_at\`);`)
}
