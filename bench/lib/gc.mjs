// The app's garbage collections during one load run, read from its `--trace-gc` output (the bench
// starts the server with SERVER_NODE_FLAGS=--trace-gc, see scripts/start.mjs). A pause of the
// main thread lands on whichever request is being served, so at one connection the scavenges
// show in the latency percentiles: this says how many, how long, and per how many responses.
import fs from 'node:fs'

import { percentile } from './load.mjs'

// `[pid:0x…]   28218 ms: Scavenge 222.8 (309.1) -> 211.2 (309.1) MB, 3.93 / 0.05 ms  (…)`
// `… ms: Mark-Compact 598.2 (636.6) -> 135.1 (308.6) MB, 13.18 / 0.05 ms  (+ 64.5 ms in 55 steps …`
// Node 24 adds the pooled pages: `… -> 4.0 (6.3) MB, pooled: 0 MB, 1.31 / 0.00 ms  (…`
const LINE =
  /\d+ ms: (Scavenge|Minor Mark-Compact|Mark-Compact(?: \(reduce\))?)\b[^,\n]*,(?:\s*pooled: [\d.]+ MB,)?\s*([\d.]+) \/ [\d.]+ ms(?:\s+\(\+ ([\d.]+) ms in \d+ steps)?/g

/** Every collection in `text`: `minor` (scavenge) or `major`, its pause and incremental marking, ms. */
export function parseGcTrace(text) {
  const events = []
  for (const m of text.matchAll(LINE)) {
    events.push({
      kind: m[1] === 'Scavenge' || m[1] === 'Minor Mark-Compact' ? 'minor' : 'major',
      pauseMs: Number(m[2]),
      incrementalMs: m[3] ? Number(m[3]) : 0,
    })
  }
  return events
}

/** Where `file` ends now: pass it to gcSince() after the run. */
export function logOffset(file) {
  return fs.statSync(file).size
}

/** The collections logged to `file` after `offset`. */
export function gcSince(file, offset) {
  const fd = fs.openSync(file, 'r')
  try {
    const length = fs.fstatSync(fd).size - offset
    if (length <= 0) return []
    const buffer = Buffer.alloc(length)
    fs.readSync(fd, buffer, 0, length, offset)
    return parseGcTrace(buffer.toString('utf8'))
  } finally {
    fs.closeSync(fd)
  }
}

/** Counts and pauses of `events` (one run): minor and major apart; median and max of the minor ones. */
export function summarizeGc(events) {
  const minor = events
    .filter((e) => e.kind === 'minor')
    .map((e) => e.pauseMs)
    .sort((a, b) => a - b)
  const major = events.filter((e) => e.kind === 'major')
  const sum = (xs) => xs.reduce((a, b) => a + b, 0)
  return {
    minor: minor.length,
    minorP50: minor.length ? percentile(minor, 50) : null,
    minorMax: minor.length ? minor[minor.length - 1] : null,
    minorTotalMs: sum(minor),
    major: major.length,
    majorPauseMs: sum(major.map((e) => e.pauseMs)),
    majorIncrementalMs: sum(major.map((e) => e.incrementalMs)),
  }
}
