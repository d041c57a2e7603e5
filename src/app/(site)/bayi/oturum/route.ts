import { signIn } from '@/dealers/login'
import { withErrors } from '@/lib/http/handler'

/** POST /bayi/oturum — a dealer signs in (src/dealers/login.ts). */
export const POST = withErrors((request: Request) => signIn(request))
