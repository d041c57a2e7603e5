import { changeColleagues } from '@/dealers/colleagues'
import { withErrors } from '@/lib/http/handler'

/** POST /bayi/kullanicilar/kaldir — a company's yonetici removes a colleague. */
export const POST = withErrors((request: Request) => changeColleagues(request, 'remove'))
