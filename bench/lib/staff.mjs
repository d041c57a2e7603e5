// The bench's staff account on a bench catalogue (which has none): registered as the first user,
// or signed in when a reused catalogue (BENCH_DATA_DIR) already has it.

export const BENCH_STAFF = { email: 'bench-admin@example.com', password: 'Bench-Bayi-Parola-2026' }

/** A staff JWT for `base`. */
export async function staffToken(base) {
  const post = (p, body) =>
    fetch(base + p, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
  let res = await post('/cms-api/users/login', BENCH_STAFF)
  if (res.status !== 200) {
    await res.arrayBuffer()
    res = await post('/cms-api/users/first-register', { ...BENCH_STAFF, name: 'Bench' })
  }
  const body = await res.json()
  if (!body.token)
    throw new Error(
      `no staff session on ${base}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`,
    )
  return body.token
}
