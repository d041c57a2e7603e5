import { type Id, idOf } from '@/lib/relations'
// Pure, so that they are unit tested; src/leads/collections/hooks.ts applies them.

type Ref = Id | { id: Id } | null | undefined

export interface Note {
  id?: string | null
  text?: string | null
  author?: Ref
  at?: string | null
}

export interface StatusChange {
  id?: string | null
  from?: string | null
  to: string
  by?: Ref
  at: string
}

/** A row with a saved note's id is that note, unchanged; a saved note left out is kept. */
export function mergeNotes(
  incoming: Note[] | null | undefined,
  saved: Note[] | null | undefined,
  author: Id | null,
  now: Date,
): Note[] {
  const kept = (saved ?? []).map((note) => ({ ...note, author: idOf(note.author) }))
  const savedIds = new Set(kept.map((note) => note.id).filter(Boolean))
  const added = (incoming ?? [])
    .filter((note) => !note.id || !savedIds.has(note.id))
    // Fields other wings add to a note (the dealers' "Bayi görsün") pass; author and time are ours.
    .map(({ id, ...note }) => ({
      ...note,
      ...(id ? { id } : {}),
      author,
      at: now.toISOString(),
    }))
  return [...kept, ...added]
}

export function appendStatusChange(
  history: StatusChange[] | null | undefined,
  from: string | null | undefined,
  to: string | null | undefined,
  by: Id | null,
  now: Date,
): StatusChange[] {
  const rows = (history ?? []).map((row) => ({ ...row, by: idOf(row.by) }))
  if (!to || from === to) return rows
  return [...rows, { from: from ?? null, to, by, at: now.toISOString() }]
}
