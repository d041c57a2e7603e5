import type { DefaultServerCellComponentProps } from 'payload'

/** A dealer request's total in the inbox list; other leads' cells stay empty, not "<… yok>". */
export function QuoteTotalCell({ cellData }: DefaultServerCellComponentProps) {
  return typeof cellData === 'string' && cellData ? <span>{cellData}</span> : null
}
