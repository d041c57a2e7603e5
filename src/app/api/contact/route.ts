import { listCookie, QUOTE_COOKIE } from '@/catalog/listCookies'
import { withErrors } from '@/lib/http/handler'
import { handleLeadPost } from '@/leads/handlePost'
import { submitContact } from '@/leads/submit'
import { contactSchema } from '@/lib/validation'

/** POST /api/contact — contact messages and quote requests (spec sections 5 and 7). */
export const POST = withErrors((request) =>
  handleLeadPost(request, {
    form: 'contact',
    schema: contactSchema,
    fallbackPage: '/iletisim',
    submit: submitContact,
    // Sent without JavaScript, a quote list was the one kept in a cookie: it starts empty again.
    formSentCookie: (input) => (input.items?.length ? listCookie(QUOTE_COOKIE, '') : undefined),
  }),
)
