import { spawn } from 'node:child_process'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(__dirname, '../..')

/**
 * A child process with the drain installed and Next's way of stopping (on SIGTERM, process.exit
 * right away), a 600 ms "send" started before the signal. Prints what happened, in order.
 */
/** `ms`: from the signal to the exit. */
function runChild(script: string): Promise<{ out: string; code: number | null; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now()
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        cwd: ROOT,
        // Next's own signal handlers stay on (the drain stands aside when they are off).
        env: { ...process.env, NEXT_MANUAL_SIG_HANDLE: '' },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    )
    let out = ''
    let signalledAt = 0
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString()
      if (!signalledAt && out.includes('ready')) {
        signalledAt = Date.now()
        child.kill('SIGTERM')
      }
    })
    child.on('error', reject)
    child.on('exit', (code) => resolve({ out, code, ms: Date.now() - (signalledAt || started) }))
  })
}

const prelude = `
  const { installExitDrain, inFlight, stopping } = await import('./src/jobs/drain.ts')
  installExitDrain(MAX)
  process.on('SIGTERM', () => { console.log('signal stopping=' + stopping()); process.exit(143) })
`

describe('exit drain (src/jobs/drain.ts)', () => {
  it('holds process.exit until a send in flight has finished', async () => {
    const { out, code, ms } = await runChild(`${prelude.replace('MAX', '5000')}
      inFlight(async () => { await new Promise((r) => setTimeout(r, 600)); console.log('sent') })
      console.log('ready')
      setInterval(() => {}, 1000)
    `)
    expect(out.trim().split('\n')).toEqual(['ready', 'signal stopping=true', 'sent'])
    expect(code).toBe(143)
    expect(ms).toBeLessThan(5000)
  })

  it('exits at once with nothing in flight, and gives up waiting after its bound', async () => {
    const idle = await runChild(`${prelude.replace('MAX', '5000')}
      console.log('ready')
      setInterval(() => {}, 1000)
    `)
    expect(idle.out.trim().split('\n')).toEqual(['ready', 'signal stopping=true'])
    expect(idle.code).toBe(143)

    const stuck = await runChild(`${prelude.replace('MAX', '300')}
      inFlight(() => new Promise(() => {}))
      console.log('ready')
      setInterval(() => {}, 1000)
    `)
    expect(stuck.out.trim().split('\n')).toEqual(['ready', 'signal stopping=true'])
    expect(stuck.code).toBe(143)
    expect(stuck.ms).toBeGreaterThanOrEqual(250)
    expect(stuck.ms).toBeLessThan(5000)
  })

  it('works across module instances: the one that installs it and the one that sends', async () => {
    // Next bundles drain.ts into the instrumentation and, again, into the server bundles whose
    // job task sends (see drain.ts). Two imports under different URLs are two module instances.
    const { out, code, ms } = await runChild(`
      const installer = await import('./src/jobs/drain.ts?instance=instrumentation')
      const task = await import('./src/jobs/drain.ts?instance=task')
      if (installer === task) throw new Error('one module instance: the test proves nothing')
      installer.installExitDrain(5000)
      process.on('SIGTERM', () => {
        console.log('signal stopping=' + task.stopping())
        process.exit(143)
      })
      task.inFlight(async () => { await new Promise((r) => setTimeout(r, 600)); console.log('sent') })
      console.log('ready')
      setInterval(() => {}, 1000)
    `)
    expect(out.trim().split('\n')).toEqual(['ready', 'signal stopping=true', 'sent'])
    expect(code).toBe(143)
    expect(ms).toBeGreaterThanOrEqual(400)
    expect(ms).toBeLessThan(5000)
  })
})
