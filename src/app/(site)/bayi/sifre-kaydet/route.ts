import { setPassword } from '@/dealers/password'
import { withErrors } from '@/lib/http/handler'

/** POST /bayi/sifre-kaydet — sets a dealer's password from its link (src/dealers/password.ts). */
export const POST = withErrors((request: Request) => setPassword(request))
