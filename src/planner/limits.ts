// A project's bounds, apart from the schema: the page's script reads them without loading zod.
export const MAX_GROUPS = 50
export const MAX_CAMERAS_PER_GROUP = 512
export const MAX_CAMERAS = 10_000
