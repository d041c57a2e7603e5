// One autocannon run with exact latencies. autocannon's own histogram has a 1 ms resolution (and
// no p95); every response's time (a float in ms, from process.hrtime) is collected here instead.
import autocannon from 'autocannon'

export function percentile(sorted, p) {
  if (!sorted.length) return NaN
  const rank = Math.ceil((p / 100) * sorted.length) - 1
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]
}

/**
 * @param {object} o
 * @param {string} o.base        e.g. http://127.0.0.1:3000
 * @param {string[]} o.paths     one path, or several to rotate through (one per request, in turn)
 * @param {number} o.connections
 * @param {number} o.duration    seconds
 * @param {string} [o.method]
 * @param {string} [o.body]
 * @param {Record<string,string>} [o.headers]
 * @param {(status:number)=>boolean} [o.ok] which statuses count as success (default 2xx)
 */
export function load({
  base,
  paths,
  connections,
  duration,
  method = 'GET',
  body,
  headers = {},
  ok = (s) => s >= 200 && s < 300,
}) {
  return new Promise((resolve, reject) => {
    const latencies = []
    const statuses = {}
    let i = 0
    const opts = {
      url: base,
      connections,
      duration,
      method,
      headers,
      body,
      timeout: 10,
    }
    if (paths.length === 1) opts.url = base + paths[0]
    else opts.requests = [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }]
    const instance = autocannon(opts, (error, result) => {
      if (error) return reject(error)
      latencies.sort((a, b) => a - b)
      const bad = Object.entries(statuses)
        .filter(([s]) => !ok(Number(s)))
        .reduce((n, [, c]) => n + c, 0)
      resolve({
        connections,
        requests: latencies.length,
        // Completed responses per second over the measured duration.
        rps: latencies.length / (result.duration || duration),
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
        bad,
        statuses,
        errors: result.errors,
        timeouts: result.timeouts,
      })
    })
    instance.on('response', (_client, status, _bytes, ms) => {
      latencies.push(ms)
      statuses[status] = (statuses[status] ?? 0) + 1
    })
  })
}
