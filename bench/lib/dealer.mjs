// A signed-in dealer for the bench's dealer rows. The bench catalogues have no staff account: the
// first one is registered (Payload's first-register) and creates, through the REST API, a price
// group (or uses the named one), a company in it and its dealer, who signs in through /bayi/oturum.

import { BENCH_STAFF, staffToken } from './staff.mjs'

const PASSWORD = BENCH_STAFF.password

async function json(base, path, init = {}, auth) {
  const res = await fetch(`${base}${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...(auth && { Authorization: auth }) },
  })
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`)
  return res.json()
}

/** Finds a document by one field, or creates it with `data`; its id. */
async function findOrCreate(base, auth, collection, field, value, data) {
  const found = await json(
    base,
    `/cms-api/${collection}?where[${field}][equals]=${encodeURIComponent(value)}&depth=0&limit=1`,
    {},
    auth,
  )
  if (found.docs[0]) return found.docs[0].id
  return (
    await json(base, `/cms-api/${collection}`, { method: 'POST', body: JSON.stringify(data) }, auth)
  ).doc.id
}

/**
 * The dealer's session cookie (`vitrin-bayi=…`), its company in `group`. Everything is found again
 * when a reused catalogue (BENCH_DATA_DIR) already has it.
 */
export async function dealerCookie(base, { group = 'Bench Bayi', discountPercent = 10 } = {}) {
  const auth = `JWT ${await staffToken(base)}`
  const groupId = await findOrCreate(base, auth, 'price-groups', 'name', group, {
    name: group,
    discountPercent,
  })
  const taxNumber = '4540536920'
  const company = await findOrCreate(base, auth, 'dealer-companies', 'taxNumber', taxNumber, {
    name: 'Bench Bayi A.Ş.',
    taxNumber,
    priceGroup: groupId,
  })
  const email = 'bench-bayi@example.com'
  await findOrCreate(base, auth, 'dealers', 'email', email, {
    email,
    password: PASSWORD,
    name: 'Bench Bayi',
    company,
    role: 'yonetici',
  })
  const signIn = await fetch(`${base}/bayi/oturum`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'Sec-Fetch-Site': 'same-origin',
    },
    body: new URLSearchParams({ email, password: PASSWORD }),
  })
  const cookie = signIn.headers
    .getSetCookie()
    .find((c) => c.startsWith('vitrin-bayi='))
    ?.split(';')[0]
  if (!cookie) throw new Error(`dealer sign-in: ${signIn.status}`)
  return cookie
}
