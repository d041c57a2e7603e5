import { describe, expect, it } from 'vitest'

import { pointsLost } from '../../bench/lib/lighthouse-audits.mjs'

// The shape of a Lighthouse report (lhr) as far as the bench reads it.
const lhr = {
  categories: {
    performance: {
      id: 'performance',
      auditRefs: [
        { id: 'first-contentful-paint', weight: 10 },
        { id: 'largest-contentful-paint', weight: 25 },
        { id: 'total-blocking-time', weight: 30 },
        { id: 'cumulative-layout-shift', weight: 25 },
        { id: 'bootup-time', weight: 0 },
      ],
    },
    'best-practices': {
      id: 'best-practices',
      auditRefs: [{ id: 'inspector-issues', weight: 1 }],
    },
    seo: { id: 'seo', auditRefs: [{ id: 'is-crawlable', weight: 1 }] },
  },
  audits: {
    'first-contentful-paint': { score: 1, displayValue: '0.9 s' },
    'largest-contentful-paint': { score: 0.97, displayValue: '2.0 s' },
    'total-blocking-time': { score: 0.62, displayValue: '420 ms' },
    'cumulative-layout-shift': { score: null },
    'bootup-time': { score: 0.5, displayValue: '1.2 s' },
    'inspector-issues': {
      score: 0,
      details: {
        items: [{ issueType: 'ContentSecurityPolicy' }, { issueType: 'ContentSecurityPolicy' }],
      },
    },
    'is-crawlable': { score: 1 },
  },
}

describe('bench: what a Lighthouse report lost points on', () => {
  it('names every weighted audit below a full score, a metric at 0.97 included, with its score', () => {
    expect(pointsLost(lhr)).toEqual([
      ['largest-contentful-paint', 'largest-contentful-paint (performance: 2.0 s, score 0.97)'],
      ['total-blocking-time', 'total-blocking-time (performance: 420 ms, score 0.62)'],
      ['inspector-issues', 'inspector-issues (best-practices: ContentSecurityPolicy, score 0.00)'],
    ])
  })
})

describe('the CPU slowdown calibrated from the host (bench/lib/lighthouse.mjs)', () => {
  it("brings every host to the device Lighthouse's 4× gives on a host of ~2,000", async () => {
    const { cpuSlowdownFor } = await import('../../bench/lib/lighthouse.mjs')
    expect(cpuSlowdownFor(2000)).toBe(4)
    expect(cpuSlowdownFor(3700)).toBe(7.4)
    expect(cpuSlowdownFor(1300)).toBe(2.6)
    // Within 1× (never faster than the host) and 20×.
    expect(cpuSlowdownFor(300)).toBe(1)
    expect(cpuSlowdownFor(50_000)).toBe(20)
    expect(cpuSlowdownFor(3000, 1000)).toBe(3)
  })
})

describe('a TBT ratio taken round by round (bench/lib/lighthouse.mjs)', () => {
  it('divides each round by the same round of the other page, skipping rounds without a figure', async () => {
    const { pairedRatio } = await import('../../bench/lib/lighthouse.mjs')
    const page = { tbtRounds: [200, 300, Number.NaN, 400, 90] }
    const floor = { tbtRounds: [100, 300, 150, 200, 100] }
    // 2, 1, (none), 2, 0.9: not the ratio of the medians (300 ÷ 150 = 2).
    expect(pairedRatio(page, floor)).toEqual({ median: 2, min: 0.9, max: 2 })
    expect(pairedRatio({ tbtRounds: [Number.NaN] }, { tbtRounds: [100] }).median).toBeNaN()
  })
})
