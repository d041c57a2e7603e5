/** A field only the server uses: not in the edit view, the list's column chooser or its filters. */
export const SYSTEM_FIELD_ADMIN = {
  hidden: true,
  disableListColumn: true,
  disableListFilter: true,
} as const
