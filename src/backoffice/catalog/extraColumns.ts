import type { Config, Payload } from 'payload'

import type { CellValue } from '@/backoffice/sheets'

/**
 * Columns another wing adds to the catalogue sheet, export and import alike (the dealers' prices
 * and stock). Registered by that wing's plugin in `config.custom`, so this wing names none of them.
 */
export interface CatalogColumns {
  /** The product fields these columns read (export rows, the import's view of each product). */
  select: Record<string, true>
  /** Open-ended columns by prefix; whole names are the loaded run's `headers`. */
  prefixes: string[]
  /** Once per export or import: what the columns need from the database (e.g. group names). */
  load(payload: Payload): Promise<CatalogColumnsRun>
}

export interface CatalogColumnsRun {
  /** In the order an export writes them, after the catalogue's own. */
  headers: string[]
  /** One product's cells, aligned with `headers`. */
  cells(doc: Record<string, unknown>): CellValue[]
  /**
   * What a row sets: product fields, the report's changed columns, or the row's problems in
   * Turkish. `doc` is the product as stored (undefined for a new one), with `select`'s fields.
   */
  plan(
    cells: Record<string, string>,
    doc: Record<string, unknown> | undefined,
  ): { problems: string[]; changes: string[]; fields: Record<string, unknown> }
}

const KEY = 'catalogSheetColumns'

export function catalogColumns(payload: Payload): CatalogColumns[] {
  return (payload.config.custom?.[KEY] as CatalogColumns[] | undefined) ?? []
}

/** For a plugin: `config` with `columns` added to the catalogue sheet. */
export function withCatalogColumns(config: Config, columns: CatalogColumns): Config {
  const custom = config.custom ?? {}
  const registered = (custom[KEY] as CatalogColumns[] | undefined) ?? []
  return { ...config, custom: { ...custom, [KEY]: [...registered, columns] } }
}

/** Every registered set, loaded for one run. */
export const loadCatalogColumns = (payload: Payload): Promise<CatalogColumnsRun[]> =>
  Promise.all(catalogColumns(payload).map((set) => set.load(payload)))

/** Every registered set's columns, for matching a file's headers. */
export async function catalogColumnsSpec(
  payload: Payload,
): Promise<{ names: string[]; prefixes: string[] }> {
  const runs = await loadCatalogColumns(payload)
  return {
    names: runs.flatMap((run) => run.headers),
    prefixes: catalogColumns(payload).flatMap((set) => set.prefixes),
  }
}

/** The product fields every registered set reads. */
export const catalogColumnsSelect = (payload: Payload): Record<string, true> =>
  Object.assign({}, ...catalogColumns(payload).map((set) => set.select))
