import { changeColleagues } from '@/dealers/colleagues'
import { withErrors } from '@/lib/http/handler'

/** POST /bayi/kullanicilar/davet — a company's yonetici invites a colleague. */
export const POST = withErrors((request: Request) => changeColleagues(request, 'invite'))
