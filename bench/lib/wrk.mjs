// One wrk run (Debian package `wrk`, C, one thread): the load client of the bench.
//
// Why not autocannon for everything: autocannon parses responses in JavaScript (http-parser-js) in
// the bench's own process and tops out at about 280 MB/s of response bytes on this machine — about
// 1,700 answers/s of the 165 kB home page, whoever serves it. Measured on the same machine, same
// minute, home page at 10 connections: nginx serving the saved HTML 29,000 req/s and the
// micro-cache 24,000–25,000 under wrk, but 1,300–1,700 for both under autocannon. With autocannon
// the page rows measured the client, so they could not compare nginx, the micro-cache and Node.
// wrk parses in C and keeps up with nginx (`BENCH_CLIENT=autocannon` brings the old client back).
//
// Latencies come from wrk's own histogram (microsecond resolution). Non-2xx: wrk counts answers
// with a status of 400 or more (`errors.status`); the bench checks each page's status beforehand.
import { execFile, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { aptInstall } from './proc.mjs'

export const WRK = process.env.WRK_PATH ?? '/usr/bin/wrk'

/** Installs Debian's wrk when it is missing. */
export function ensureWrk(log = console.error) {
  if (fs.existsSync(WRK)) return
  log('[wrk] not installed: apt-get install -y wrk')
  aptInstall('wrk')
  if (!fs.existsSync(WRK)) throw new Error(`${WRK} still missing`)
}

const luaString = (text) => JSON.stringify(text) // a JSON string literal is a valid Lua one here

/**
 * The Lua script of one run: paths in turn (one per request), method, headers and body, and a
 * `done` that prints the figures as one JSON line.
 */
export function wrkScript({ paths, method = 'GET', body, headers = {} }) {
  const lines = [
    `local paths = { ${paths.map(luaString).join(', ')} }`,
    'local n = #paths',
    'local i = 0',
    `wrk.method = ${luaString(method)}`,
  ]
  if (body !== undefined) lines.push(`wrk.body = ${luaString(body)}`)
  for (const [name, value] of Object.entries(headers))
    lines.push(`wrk.headers[${luaString(name)}] = ${luaString(value)}`)
  lines.push(
    // Only the path changes per request; method, headers and body are wrk's defaults set above.
    'request = function()',
    '  i = i % n + 1',
    '  return wrk.format(nil, paths[i])',
    'end',
    'done = function(summary, latency, requests)',
    '  local e = summary.errors',
    '  io.write(string.format(\'WRK_RESULT {"requests":%d,"durationUs":%d,"p50":%d,"p95":%d,"p99":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}\\n\',',
    '    summary.requests, summary.duration, latency:percentile(50), latency:percentile(95),',
    '    latency:percentile(99), e.connect, e.read, e.write, e.status, e.timeout))',
    'end',
  )
  return `${lines.join('\n')}\n`
}

/**
 * The result of one run, in load()'s shape (./load.mjs), from the JSON line of wrkScript's `done`
 * in wrk's output.
 */
export function parseWrkOutput(output, { connections, duration }) {
  const line = /^WRK_RESULT (\{.*\})$/m.exec(output)
  if (!line) throw new Error(`wrk printed no result:\n${output.slice(-2000)}`)
  const r = JSON.parse(line[1])
  return {
    connections,
    requests: r.requests,
    rps: r.requests / (r.durationUs / 1e6 || duration),
    p50: r.p50 / 1000,
    p95: r.p95 / 1000,
    p99: r.p99 / 1000,
    bad: r.status,
    // As autocannon's `errors`, which counts timeouts too (the report's "socket errors/timeouts").
    errors: r.connect + r.read + r.write + r.timeout,
    timeouts: r.timeout,
  }
}

/**
 * load() of ./load.mjs measured by wrk: the same options (`base`, `paths`, `connections`,
 * `duration`, and `method`, `body`, `headers` as wrkScript takes them) and the same result.
 */
export async function loadWrk({ base, paths, connections, duration, ...request }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-wrk-'))
  const script = path.join(dir, 'run.lua')
  fs.writeFileSync(script, wrkScript({ paths, ...request }))
  try {
    const output = await new Promise((resolve, reject) => {
      execFile(
        WRK,
        [
          '-t1',
          `-c${connections}`,
          `-d${duration}s`,
          '--timeout',
          '10s',
          '-s',
          script,
          base + paths[0],
        ],
        { maxBuffer: 16 * 1024 * 1024 },
        (error, stdout, stderr) =>
          error ? reject(new Error(`wrk failed: ${error.message}\n${stderr}`)) : resolve(stdout),
      )
    })
    return parseWrkOutput(output, { connections, duration })
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** wrk's version line, for the report. */
export function wrkVersion() {
  const r = spawnSync(WRK, ['-v'], { encoding: 'utf8' })
  return /wrk\s+(\S+)/.exec(`${r.stdout}${r.stderr}`)?.[1] ?? '?'
}
