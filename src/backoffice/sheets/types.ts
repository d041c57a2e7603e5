import type { Payload, PayloadRequest } from 'payload'

export type SheetFormat = 'xlsx' | 'csv'

/** The columns an importer reads: whole names, and open-ended ones by prefix (`Özellik: Lens`). */
export interface HeaderSpec {
  names: string[]
  prefixes?: string[]
}

/** A file's column → one of ours (`''`: leave the column out). Staff's words, matched leniently. */
export type ColumnMapping = Record<string, string>

export type CellValue = string | number | boolean | Date | null | undefined

export interface SheetRow {
  /** 1-based, the header being 1 (for a CSV: the line the record starts on). */
  rowNumber: number
  /** header → trimmed text ('' if empty, and for a formula or too long cell). */
  cells: Record<string, string>
  /** Columns whose cell held a formula: never evaluated, the engine refuses the row. */
  formulaHeaders?: string[]
  /** Columns whose cell was longer than `maxCellChars`: dropped, the engine refuses the row. */
  tooLongHeaders?: string[]
  /** A row the reader could not take apart (a CSV record with another column count), Turkish. */
  invalidReason?: string
}

/** The message is Turkish and shown to staff as is. */
export class SheetError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SheetError'
  }
}

export interface SheetLimits {
  maxRows: number
  maxCellChars: number
  maxBytes: number
  /** XLSX parts other than worksheets, unzipped, each and together: excelts reads them whole. */
  maxPartBytes: number
  /** All the parts of an XLSX together, unzipped; a worksheet is bounded by this alone. */
  maxUnzippedBytes: number
}

const MB = 1024 * 1024

export const DEFAULT_LIMITS: SheetLimits = {
  maxRows: 50_000,
  // Excel's own limit for the text of one cell.
  maxCellChars: 32_767,
  maxBytes: 20 * MB,
  // Room for the shared strings of an Excel-saved catalogue of maxRows rows, with a margin.
  maxPartBytes: 128 * MB,
  // Worksheets are streamed, so this bounds time more than memory.
  maxUnzippedBytes: 200 * MB,
}

export type RowAction = 'create' | 'update' | 'unchanged' | 'refuse'

export interface RowPlan<T = unknown> {
  action: RowAction
  /** Required for 'refuse'. */
  reason?: string
  changes?: string[]
  data?: T
}

export interface RowResult {
  rowNumber: number
  key: string
  action: RowAction
  reason?: string
  changes?: string[]
  applied: boolean
  error?: string
}

export interface SheetImporter<Ctx, T> {
  kind: string
  /** A sheet missing any of these (after staff's mapping) is refused, its own headers listed. */
  requiredHeaders: string[]
  /** Every column read, required ones included; a file's other columns are left out and listed. */
  columns(payload: Payload): HeaderSpec | Promise<HeaderSpec>
  key(row: SheetRow): string
  missingKeyReason: string
  prepare(payload: Payload, options: ImportOptions): Promise<Ctx>
  plan(row: SheetRow, ctx: Ctx): Promise<RowPlan<T>>
  /** Writes one row through `req`, so that it runs inside the row's transaction. */
  apply(plan: RowPlan<T>, ctx: Ctx, req: PayloadRequest): Promise<void>
  /**
   * Writes many rows in one transaction; throws to have them retried one by one through `apply`
   * (nothing of a failed batch may stay written). Without it, every row goes through `apply`.
   */
  applyBatch?(payload: Payload, plans: RowPlan<T>[], ctx: Ctx): Promise<void>
  /** Whether a row may go in a batch; one that may not is written alone, in the file's order. */
  batchable?(plan: RowPlan<T>, ctx: Ctx): boolean
  /** After the last write of a real run, also when it stopped on an error. */
  finish?(payload: Payload, ctx: Ctx): Promise<void>
}

export interface RowTransaction {
  begin(payload: Payload, user: unknown): Promise<PayloadRequest>
  commit(req: PayloadRequest): Promise<void>
  rollback(req: PayloadRequest): Promise<void>
}

export interface ImportOptions {
  dryRun: boolean
  createMissing?: boolean
  /** Folder of media files (an extracted ZIP, or --media), looked up by basename. */
  mediaDir?: string
  user?: unknown
  limits?: SheetLimits
  transaction?: RowTransaction
  /** Rows a batch for importers that write in batches (runImport's BATCH_ROWS by default). */
  batchRows?: number
  /** After each batch, wait as long as it took: pages served on the same host keep their pace. */
  restAfterBatch?: boolean
  /** Staff's word for which of the file's columns is which of ours. */
  mapping?: ColumnMapping
  /** Every row's key, set by runImport's first pass for `prepare`: a row may name a later one. */
  fileKeys?: ReadonlySet<string>
}

export interface ImportSummary {
  dryRun: boolean
  total: number
  created: number
  updated: number
  unchanged: number
  refused: number
  failed: number
  /** The file's columns no one read (not ours, and not mapped). */
  ignoredHeaders?: string[]
  results: RowResult[]
}
