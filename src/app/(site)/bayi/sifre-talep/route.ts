import { requestPasswordLink } from '@/dealers/password'
import { withErrors } from '@/lib/http/handler'

/** POST /bayi/sifre-talep — mails a password link (src/dealers/password.ts). */
export const POST = withErrors((request: Request) => requestPasswordLink(request))
