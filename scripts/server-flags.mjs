// The Node flags `npm run start` (scripts/start.mjs) gives the server process.

/**
 * V8's young generation at most 16 MB per semi-space: Node 20's own size, which Node 24 (the runtime
 * docs/DEPLOYMENT.md recommends) lets grow to 64 MB. A page rendered on a cache miss leaves about a
 * tenth of what it allocates alive past the next scavenge, so a scavenge pauses in proportion to the
 * allocation since the one before: on Node 24's default, 8 ms once every ~24 uncached product
 * pages, against 2.6-2.8 ms once every ~5 at 16 MB, with a p95 2.6-5.3 ms higher (figures in
 * bench/results/notes-2026-11.md). deploy/systemd/vitrin@.service sets the same through NODE_OPTIONS.
 */
export const YOUNG_GENERATION = '--max-semi-space-size=16'

/**
 * YOUNG_GENERATION, then SERVER_NODE_FLAGS: Node flags that NODE_OPTIONS does not accept, e.g.
 * `--trace-gc` (the benchmark reads the server's garbage collections from it). Given later, they
 * override the default.
 * @param {{ SERVER_NODE_FLAGS?: string }} [env]
 * @returns {string[]}
 */
export function serverNodeFlags(env = process.env) {
  return [YOUNG_GENERATION, ...(env.SERVER_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean)]
}
