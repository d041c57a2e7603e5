export { canonicalHeader, headerKey, parseMapping, resolveHeaders } from './headers'
export { detectFormat, formatCount, readSheet, type ReadOptions } from './read'
export {
  NOTE_HEADER,
  REPORT_HEADERS,
  RESULT_HEADER,
  reportRows,
  resultLabel,
  resultNote,
  writeReport,
} from './report'
export { applyErrorText, payloadRowTransaction, runImport, SERVER_BATCH_ROWS } from './run'
export * from './types'
export {
  csvLine,
  defuseCell,
  formatIstanbul,
  parseFormat,
  SHEET_CONTENT_TYPES,
  sheetResponse,
  writeSheet,
  type WriteOptions,
} from './write'
export { DEFAULT_ZIP_LIMITS, extractZip, findSheetInDir, ZIP_BOMB, type ZipLimits } from './zip'
