import { readFormBody } from '@/lib/http/body'
import { withErrors } from '@/lib/http/handler'
import { json, jsonError, MESSAGES } from '@/lib/http/json'
import { planProject } from '@/planner/plan'
import { PLANNER_MESSAGES, plannerErrors, plannerSchema } from '@/planner/schema'

/**
 * POST /api/proje-planlayici — camera groups, retention and redundancy in; bitrate, storage, PoE
 * power and a bill of materials from the published catalogue out (README, "Proje planlayıcı").
 */
export const POST = withErrors(async (request: Request) => {
  const body = await readFormBody(request)
  if (!body.ok) return body.response
  if (body.kind !== 'json') return jsonError(415, PLANNER_MESSAGES.json)
  const parsed = plannerSchema.safeParse(body.data)
  if (!parsed.success)
    return json(
      { error: MESSAGES.validation, errors: plannerErrors(parsed.error) },
      { status: 422 },
    )
  const result = await planProject(parsed.data)
  if (!result.ok)
    return json({ error: MESSAGES.validation, errors: result.errors }, { status: 422 })
  return json(result.plan, { headers: { 'Cache-Control': 'no-store' } })
})
