import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs'
import { once } from 'node:events'
import os from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'

import type { SheetRow } from './types'

type Packed = [number, (string | null)[], string[] | 0, string[] | 0, string | 0]

/**
 * The rows of the import's first pass, one JSON line each on disk, so the second pass reads them
 * back instead of parsing the sheet again (an XLSX's XML was most of a dry run's time) and memory
 * stays flat in the row count. Cells are stored as values in the order of the first row's columns.
 */
export class RowSpool {
  private readonly dir = mkdtempSync(path.join(os.tmpdir(), 'vitrin-import-'))
  private readonly file = path.join(this.dir, 'rows.jsonl')
  private readonly out = createWriteStream(this.file)
  private readonly keys: string[] = []
  private readonly index = new Map<string, number>()

  async write(row: SheetRow): Promise<void> {
    const values: (string | null)[] = []
    for (const [key, value] of Object.entries(row.cells)) {
      let at = this.index.get(key)
      if (at === undefined) {
        at = this.keys.push(key) - 1
        this.index.set(key, at)
      }
      values[at] = value
    }
    const packed: Packed = [
      row.rowNumber,
      values,
      row.formulaHeaders ?? 0,
      row.tooLongHeaders ?? 0,
      row.invalidReason ?? 0,
    ]
    if (!this.out.write(`${JSON.stringify(packed)}\n`)) await once(this.out, 'drain')
  }

  async close(): Promise<void> {
    this.out.end()
    await once(this.out, 'close')
  }

  async *rows(): AsyncGenerator<SheetRow> {
    const lines = createInterface({ input: createReadStream(this.file), crlfDelay: Infinity })
    for await (const line of lines) {
      if (!line) continue
      const [rowNumber, values, formulas, tooLong, invalid] = JSON.parse(line) as Packed
      const cells: Record<string, string> = {}
      values.forEach((value, i) => {
        if (value !== null && value !== undefined) cells[this.keys[i]!] = value
      })
      const row: SheetRow = { rowNumber, cells }
      if (formulas) row.formulaHeaders = formulas
      if (tooLong) row.tooLongHeaders = tooLong
      if (invalid) row.invalidReason = invalid
      yield row
    }
  }

  dispose(): void {
    // A write still pending when the first pass threw fails here; nothing waits for it.
    this.out.on('error', () => undefined)
    this.out.destroy()
    rmSync(this.dir, { recursive: true, force: true })
  }
}
