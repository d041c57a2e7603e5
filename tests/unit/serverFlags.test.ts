import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { serverNodeFlags, YOUNG_GENERATION } from '../../scripts/server-flags.mjs'

describe("the server's Node flags (scripts/server-flags.mjs)", () => {
  it("cap V8's young generation at 16 MB per semi-space", () => {
    expect(YOUNG_GENERATION).toBe('--max-semi-space-size=16')
    expect(serverNodeFlags({})).toEqual([YOUNG_GENERATION])
  })

  it('put SERVER_NODE_FLAGS after it, so that one of them can override it', () => {
    expect(
      serverNodeFlags({ SERVER_NODE_FLAGS: ' --trace-gc   --max-semi-space-size=32 ' }),
    ).toEqual([YOUNG_GENERATION, '--trace-gc', '--max-semi-space-size=32'])
  })

  it('are the same in the systemd unit, which starts `next` without scripts/start.mjs', () => {
    const unit = fs.readFileSync('deploy/systemd/vitrin@.service', 'utf8')
    const nodeOptions = /^Environment="?NODE_OPTIONS=([^"\n]*)"?$/m.exec(unit)?.[1]
    expect(nodeOptions?.split(/\s+/)).toContain(YOUNG_GENERATION)
  })
})
