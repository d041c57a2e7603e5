import { listSlides } from '@/lib/catalog'
import { withErrors } from '@/lib/http/handler'
import { json } from '@/lib/http/json'

export const GET = withErrors(async () => json(await listSlides()))
