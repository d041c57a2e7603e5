import { withErrors } from '@/lib/http/handler'
import { handleLeadPost } from '@/leads/handlePost'
import { submitApplication } from '@/leads/submit'
import { applicationSchema } from '@/lib/validation'

/** POST /api/application — dealer applications (spec sections 5 and 7). */
export const POST = withErrors((request) =>
  handleLeadPost(request, {
    form: 'application',
    schema: applicationSchema,
    fallbackPage: '/bayilik-basvurusu',
    submit: submitApplication,
  }),
)
