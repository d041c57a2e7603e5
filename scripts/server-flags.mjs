// The Node flags `npm run start` (scripts/start.mjs) gives the server process.

/**
 * Node 20's 16 MB semi-space also on Node 24 (64 MB there): shorter, more frequent scavenges keep an
 * uncached page's p95 lower (bench/results/notes-2026-11.md); the systemd unit sets the same.
 */
export const YOUNG_GENERATION = '--max-semi-space-size=16'

/**
 * YOUNG_GENERATION, then SERVER_NODE_FLAGS (flags NODE_OPTIONS refuses, e.g. the bench's
 * `--trace-gc`), which override it.
 * @param {{ SERVER_NODE_FLAGS?: string }} [env]
 * @returns {string[]}
 */
export function serverNodeFlags(env = process.env) {
  return [YOUNG_GENERATION, ...(env.SERVER_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean)]
}
