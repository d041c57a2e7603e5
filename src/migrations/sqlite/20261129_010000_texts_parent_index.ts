import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Payload indexes a hasMany text table on (order, parent_id) only: reading a listing's attribute
// keys scanned the whole table per product (bench/results/scale-100k.md).
const TABLES = ['products_texts', '_products_v_texts', 'attributes_texts']

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const table of TABLES)
    await db.run(
      sql.raw(`CREATE INDEX IF NOT EXISTS \`${table}_parent_path_idx\` ON \`${table}\` (\`parent_id\`, \`path\`);`),
    )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of TABLES) await db.run(sql.raw(`DROP INDEX IF EXISTS \`${table}_parent_path_idx\`;`))
}
