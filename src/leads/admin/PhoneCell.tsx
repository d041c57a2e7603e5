import type { DefaultServerCellComponentProps } from 'payload'

/** A lead's phone in the list as a tel: link: staff call from the list, on a phone too. */
export function PhoneCell({ cellData }: DefaultServerCellComponentProps) {
  if (typeof cellData !== 'string' || !cellData) return null
  return <a href={`tel:${cellData.replace(/[^\d+]/g, '')}`}>{cellData}</a>
}
