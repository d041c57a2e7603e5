import fs from 'node:fs'
import autocannon from 'autocannon'
import { startMicroCache, startStatic } from './lib/nginx.mjs'
const app = 'http://127.0.0.1:3100'
const pages = [['home', '/'], ['category', '/urunler/video-gozetim-sistemleri']]
fs.rmSync('/tmp/mc', { recursive: true, force: true }); fs.mkdirSync('/tmp/mc/www', { recursive: true })
for (const [n, p] of pages) fs.writeFileSync(`/tmp/mc/www/${n}.html`, Buffer.from(await (await fetch(app + p)).arrayBuffer()))
const st = await startStatic({ dir: '/tmp/mc/static', root: '/tmp/mc/www', port: 3201 })
const mc = await startMicroCache({ dir: '/tmp/mc/proxy', port: 3202, upstreamPort: 3100 })
const run = (url, connections) => new Promise((res, rej) => autocannon({ url, connections, duration: 5 }, (e, r) => e ? rej(e) : res(r)))
for (const [n, p] of pages) {
  for (const c of [1, 10]) {
    const out = []
    for (let i = 0; i < 3; i++) {
      const a = await run(`http://127.0.0.1:3201/${n}.html`, c)
      const b = await run(`http://127.0.0.1:3202${p}`, c)
      out.push(`${a.requests.average.toFixed(0)}/${b.requests.average.toFixed(0)}=${(b.requests.average / a.requests.average).toFixed(2)} (non2xx ${b.non2xx})`)
    }
    console.log(n, c, out.join('  '))
  }
}
await st.stop(); await mc.stop()
