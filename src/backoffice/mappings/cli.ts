// The import CLIs' column mapping: `--map "Açıklama=Ad,Fiyat=Liste fiyatı"`, `--mapping NAME`
// (a saved one) and `--save-mapping NAME`. Not in a barrel: CLI only.
import type { Payload } from 'payload'

import { type ColumnMapping, parseMapping } from '@/backoffice/sheets'
import { flagValue } from '@/backoffice/sheets/cli'

import type { MappingKind } from './SheetMappings'
import { loadMapping, saveMapping } from './store'

export const MAPPING_FLAGS = ['--map', '--mapping', '--save-mapping']
export const MAPPING_USAGE = '[--map "Dosyadaki=Bizim,…"] [--mapping AD] [--save-mapping AD]'

/** The saved mapping with --map's pairs over it; saved under --save-mapping's name when given. */
export async function mappingFromArgs(
  argv: string[],
  payload: Payload,
  kind: MappingKind,
): Promise<ColumnMapping> {
  const name = flagValue(argv, '--mapping')
  const pairs = flagValue(argv, '--map')
  const mapping = {
    ...(name ? await loadMapping(payload, kind, { name }) : {}),
    ...(pairs ? parseMapping(pairs) : {}),
  }
  const saveAs = flagValue(argv, '--save-mapping')?.trim()
  if (saveAs) await saveMapping(payload, kind, saveAs, mapping)
  return mapping
}
