import 'server-only'

import { listCookie, QUOTE_COOKIE } from '@/catalog/listCookies'
import { refuseCrossSite } from '@/lib/http/crossSite'
import { jsonError } from '@/lib/http/json'
import { seeOther } from '@/lib/http/seeOther'
import { handleLeadPost } from '@/leads/handlePost'

import { DEALER_LOGIN_PATH } from '../login'
import type { DealerSession } from '../session'
import { dealerQuoteSchema } from './schema'
import { submitDealerQuote } from './submit'

export const DEALER_QUOTE_PATH = '/bayi/talep'

/**
 * POST /bayi/talep — the signed-in dealer's quote list, as JSON (201/422/429, like /api/contact) or
 * a form without JavaScript (303 back to the list); no session: 401, or the login page.
 */
export async function postDealerQuote(
  request: Request,
  session: DealerSession | null,
): Promise<Response> {
  const crossSite = refuseCrossSite(request)
  if (crossSite) return crossSite
  if (!session)
    return (request.headers.get('content-type') ?? '').includes('json')
      ? jsonError(401, 'Oturumunuz sona erdi; lütfen bayi girişi yapınız.')
      : seeOther(DEALER_LOGIN_PATH)
  return handleLeadPost(request, {
    form: 'contact',
    schema: dealerQuoteSchema,
    fallbackPage: '/teklif-listesi',
    submit: (input, meta) => submitDealerQuote(session, input, meta),
    formSentCookie: () => listCookie(QUOTE_COOKIE, ''),
  })
}
