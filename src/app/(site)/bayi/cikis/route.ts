import { cookies } from 'next/headers'

import { signOut } from '@/dealers/login'
import { DEALER_COOKIE } from '@/dealers/session'
import { withErrors } from '@/lib/http/handler'

/** POST /bayi/cikis — a dealer signs out (src/dealers/login.ts). */
export const POST = withErrors(async (request: Request) =>
  signOut(request, (await cookies()).get(DEALER_COOKIE)?.value),
)
