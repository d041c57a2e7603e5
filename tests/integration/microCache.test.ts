import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ensureNginx, microCacheHttp, NGINX, writeConf } from '../../bench/lib/nginx.mjs'
import { freePort } from '../../bench/lib/proc.mjs'
import { timeUntil } from '../helpers/processes'
import { has } from '../helpers/requirements'

/**
 * The production micro-cache (deploy/nginx/vitrin-proxy.conf, included as is) in front of a small
 * upstream that answers like the app's pages: `private, no-store`, a body that names the current
 * content version and counts renders. What docs/DEPLOYMENT.md promises of it: anonymous GETs share
 * one render per page and second, an edit shows within that window, anything personal or a form
 * post is never stored.
 */
let version = 1
let renders = 0
const upstream = http.createServer((req, res) => {
  renders++
  if (req.method === 'POST') {
    res.writeHead(201, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ renders }))
    return
  }
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
  })
  res.end(`<p>sürüm ${version}, çizim ${renders}</p>`)
})

let nginx: ChildProcess
let dir: string
let base: string

const nginxThere = await has('nginx')

beforeAll(async () => {
  if (!nginxThere) return
  ensureNginx()
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-microcache-'))
  const port = await freePort()
  const upstreamPort = (upstream.address() as AddressInfo).port
  const conf = writeConf(dir, microCacheHttp({ dir, port, upstreamPort }))
  nginx = spawn(NGINX, ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: 'ignore' })
  base = `http://127.0.0.1:${port}`
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`${base}/healthz`)
      return
    } catch {
      await new Promise((r) => setTimeout(r, 50))
    }
  }
  throw new Error('nginx did not start')
})

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((r) => nginx.once('exit', r))
    nginx.kill('SIGTERM')
    await exited
  }
  if (upstream.listening) await new Promise((r) => upstream.close(r))
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
})

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(base + url, { headers })
  return { body: await res.text(), cache: res.headers.get('x-cache-status') }
}

describe.runIf(nginxThere)('the nginx micro-cache of deploy/nginx', () => {
  it('anonymous GETs share one render; each edit shows within the window, refresh after refresh', async () => {
    const first = await get('/urunler/urun/kamera')
    const before = renders
    const second = await get('/urunler/urun/kamera')
    expect(first.cache).toBe('MISS')
    expect(second.cache).toBe('HIT')
    expect(second.body).toBe(first.body)
    expect(renders).toBe(before)

    // The window is one second with nginx's whole-second expiry, then one request refreshes the
    // copy in the background while the old one is served: an edit shows within about two
    // seconds. Several edits in a row, so that a refreshed cache file is read each time through
    // a descriptor of its own (open_file_cache), never through one of the file it replaced.
    for (const next of [2, 3, 4]) {
      version = next
      const tookMs = await timeUntil(
        `sürüm ${next} through nginx`,
        async () => (await get('/urunler/urun/kamera')).body.includes(`sürüm ${next},`),
        4000,
      )
      expect(tookMs).toBeLessThan(3000)
    }
  })

  it('a request with a cookie or an Authorization header is rendered for itself and not stored', async () => {
    await get('/hakkimizda')
    const personal: Record<string, string>[] = [
      { cookie: 'payload-token=x' },
      { cookie: 'vitrin-bayi=x; vitrin-bayi-var=1' },
      { authorization: 'Bearer x' },
    ]
    for (const headers of personal) {
      const before = renders
      expect((await get('/hakkimizda', headers)).cache).toBe('BYPASS')
      expect(renders).toBe(before + 1)
    }
    // The anonymous copy is still the one rendered before.
    expect((await get('/hakkimizda')).cache).toBe('HIT')
  })

  it("a dealer's prices are never stored: the next visitor's request reaches the app", async () => {
    const before = renders
    expect((await get('/bayi/fiyatlar?urunler=a', { cookie: 'vitrin-bayi=x' })).cache).toBe(
      'BYPASS',
    )
    expect((await get('/bayi/fiyatlar?urunler=a')).cache).not.toBe('HIT')
    expect(renders).toBe(before + 2)
  })

  it('form posts go to the app every time', async () => {
    for (let i = 0; i < 2; i++) {
      const before = renders
      const res = await fetch(`${base}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
      expect(res.status).toBe(201)
      expect(res.headers.get('x-cache-status')).toBeNull()
      expect(renders).toBe(before + 1)
    }
  })
})
