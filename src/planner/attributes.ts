/** The filter attributes the planner reads (src/seed/data/attributes.ts fills them in the demo). */
export const PLANNER_ATTRIBUTES = {
  channels: 'ip-kanal-sayisi',
  incomingMbps: 'gelen-bant-genisligi',
  bays: 'disk-yuvasi',
  maxDiskTB: 'disk-basina-kapasite',
  capacityTB: 'disk-kapasitesi',
  poePorts: 'poe-port-sayisi',
  poeBudgetW: 'poe-butcesi',
  watts: 'guc-tuketimi',
  resolution: 'cozunurluk',
} as const
