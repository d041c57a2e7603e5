import { execFileSync } from 'node:child_process'

import { describe, expect, it } from 'vitest'

import { parseGcTrace, summarizeGc } from '../../bench/lib/gc.mjs'

// Lines as Node 20's --trace-gc printed them for the app under the bench's load.
const TRACE = `
[10323:0x194f9eb0]    28218 ms: Scavenge 222.8 (309.1) -> 211.2 (309.1) MB, 3.93 / 0.05 ms  (average mu = 0.992, current mu = 0.994) task;
[10323:0x194f9eb0]    28301 ms: Scavenge 225.4 (309.1) -> 212.5 (309.1) MB, 5.11 / 0.05 ms  (average mu = 0.992, current mu = 0.994) allocation failure;
▲ Next.js 16.4.6
[10323:0x194f9eb0]    22866 ms: Mark-Compact 598.2 (636.6) -> 135.1 (308.6) MB, 13.18 / 0.05 ms  (+ 64.5 ms in 55 steps since start of marking, biggest step 14.2 ms, walltime since start of marking 140 ms) (average mu = 0.992, current mu = 0.994) finalize incremental marking via task; GC in old space requested
[10323:0x194f9eb0]    28390 ms: Scavenge 227.2 (309.1) -> 213.9 (309.1) MB, 4.15 / 0.06 ms  (average mu = 0.992, current mu = 0.994) task;
[10323:0x194f9eb0]     9627 ms: Mark-Compact (reduce) 187.6 (216.3) -> 154.4 (209.4) MB, 17.01 / 0.02 ms  (average mu = 0.978, current mu = 0.941) low memory notification; GC in old space requested
`

describe('the bench reading the server’s --trace-gc', () => {
  it('finds every collection with its kind, pause and incremental marking', () => {
    const events = parseGcTrace(TRACE)
    expect(events).toEqual([
      { kind: 'minor', pauseMs: 3.93, incrementalMs: 0 },
      { kind: 'minor', pauseMs: 5.11, incrementalMs: 0 },
      { kind: 'major', pauseMs: 13.18, incrementalMs: 64.5 },
      { kind: 'minor', pauseMs: 4.15, incrementalMs: 0 },
      { kind: 'major', pauseMs: 17.01, incrementalMs: 0 },
    ])
    const s = summarizeGc(events)
    expect(s).toMatchObject({ minor: 3, minorP50: 4.15, minorMax: 5.11, major: 2 })
    expect(s.minorTotalMs).toBeCloseTo(13.19)
    expect(s.majorPauseMs).toBeCloseTo(30.19)
    expect(s.majorIncrementalMs).toBeCloseTo(64.5)
  })

  it('reads Node 24’s lines too (the pooled pages before the pause)', () => {
    const node24 = `
[14256:0x1a6be000]       26 ms: Scavenge 4.4 (5.3) -> 4.0 (6.3) MB, pooled: 0 MB, 1.31 / 0.00 ms  (average mu = 1.000, current mu = 1.000) allocation failure;
[14302:0xf111000]       33 ms: Mark-Compact 4.4 (6.3) -> 3.4 (6.1) MB, pooled: 0 MB, 7.14 / 0.00 ms  (average mu = 0.777, current mu = 0.777) testing; GC in old space requested
`
    expect(parseGcTrace(node24)).toEqual([
      { kind: 'minor', pauseMs: 1.31, incrementalMs: 0 },
      { kind: 'major', pauseMs: 7.14, incrementalMs: 0 },
    ])
  })

  it('gives zeros, not NaN, for a run without collections', () => {
    expect(summarizeGc(parseGcTrace('▲ Next.js 16.4.6\n'))).toEqual({
      minor: 0,
      minorP50: null,
      minorMax: null,
      minorTotalMs: 0,
      major: 0,
      majorPauseMs: 0,
      majorIncrementalMs: 0,
    })
  })

  it('reads what this Node prints', () => {
    // Garbage enough for scavenges, then a full collection asked for.
    const out = execFileSync(
      process.execPath,
      [
        '--trace-gc',
        '--expose-gc',
        '-e',
        'let k = []; for (let i = 0; i < 3e5; i++) { k.push({ i }); if (k.length > 1e3) k = [] } gc()',
      ],
      { encoding: 'utf8' },
    )
    const events = parseGcTrace(out)
    expect(events.filter((e) => e.kind === 'minor').length).toBeGreaterThan(0)
    expect(events.filter((e) => e.kind === 'major').length).toBeGreaterThan(0)
    for (const e of events) expect(e.pauseMs).toBeGreaterThanOrEqual(0)
  })
})
