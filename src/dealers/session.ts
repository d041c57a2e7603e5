import 'server-only'

import { cookies } from 'next/headers'
import { cache } from 'react'
import { createLocalReq, logoutOperation } from 'payload'

import { idOf } from '@/lib/relations'
import { getPayloadClient } from '@/lib/payload'
import type { Dealer, DealerCompany } from '@/payload-types'

import { DEALER_COLLECTION } from './access'
import { DEALER_SESSION_SECONDS } from './collections/Dealers'

/**
 * A dealer's sign-in is a Payload token of the `dealers` collection kept in a cookie of its own,
 * so a staff session in the same browser (Payload's `payload-token`) neither hides nor becomes it.
 */
export const DEALER_COOKIE = 'vitrin-bayi'

export interface DealerSession {
  dealer: Dealer
  company: DealerCompany
  token: string
}

/** The dealer the token names, if its session is live and its company active; else null. */
export async function dealerFromToken(token: string | undefined): Promise<DealerSession | null> {
  if (!token || token.length > 4096) return null
  const payload = await getPayloadClient()
  const { user } = await payload
    .auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })
    .catch(() => ({ user: null }))
  if (!user || user.collection !== DEALER_COLLECTION) return null
  const companyId = idOf(user.company)
  if (companyId === null) return null
  const company = await payload.findByID({
    collection: 'dealer-companies',
    id: companyId,
    depth: 1,
    // Read on every dealer request (/bayi/fiyatlar too): the terms and the rep, not the application.
    select: { application: false },
    populate: {
      users: { name: true, email: true },
      'price-groups': { name: true, discountPercent: true },
    },
    overrideAccess: true,
    disableErrors: true,
  })
  if (!company || company.status !== 'aktif') return null
  return { dealer: user as Dealer, company, token }
}

/** The signed-in dealer of this request (pages and route handlers); read once per request. */
export const currentDealer = cache(async (): Promise<DealerSession | null> =>
  dealerFromToken((await cookies()).get(DEALER_COOKIE)?.value),
)

const secure = () =>
  process.env.NODE_ENV === 'production' && process.env.INSECURE_COOKIES !== '1' ? '; Secure' : ''

/**
 * Tells the page's scripts that a dealer is signed in, and the company's name for the header (they
 * then ask /bayi/fiyatlar); no secret, and never trusted by the server.
 */
export const DEALER_HINT_COOKIE = 'vitrin-bayi-var'

/** Set-Cookie values for a new sign-in, or (no session) for signing out. */
export function dealerCookies(session: DealerSession | null): string[] {
  const age = session ? DEALER_SESSION_SECONDS : 0
  const hint = session ? encodeURIComponent(session.company.name.slice(0, 120)) : ''
  return [
    `${DEALER_COOKIE}=${session?.token ?? ''}; Path=/; Max-Age=${age}; HttpOnly; SameSite=Lax${secure()}`,
    `${DEALER_HINT_COOKIE}=${hint}; Path=/; Max-Age=${age}; SameSite=Lax${secure()}`,
  ]
}

/** Ends the token's session in the database, so that a copy of the cookie is worthless too. */
export async function endDealerSession(token: string | undefined): Promise<void> {
  if (!token) return
  const payload = await getPayloadClient()
  const { user } = await payload
    .auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })
    .catch(() => ({ user: null }))
  if (!user || user.collection !== DEALER_COLLECTION) return
  const req = await createLocalReq({ user }, payload)
  await logoutOperation({ collection: payload.collections[DEALER_COLLECTION], req })
}
