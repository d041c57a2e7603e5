import 'server-only'

import type { z } from 'zod'

import { readFormBody } from '@/lib/http/body'
import { clientIp, requestMeta, safeReturnPath, type RequestMeta } from '@/lib/http/client'
import { json, MESSAGES } from '@/lib/http/json'
import { checkFormToken, HONEYPOT_FIELD, TOKEN_FIELD } from '@/lib/security/formToken'
import { checkRateLimit } from '@/lib/security/rateLimit'
import { FORM_ERROR_KEY, FORM_RESULT_ID, fieldErrors } from '@/lib/validation'

import { LeadRefused, type SubmittedLead } from './submit'

/** Carries a no-JavaScript post's outcome back to its page (read once there). */
export const FORM_FLASH_COOKIE = 'vitrin_form'
export const FORM_STATUS_PARAM = 'durum'

export interface FormFlash {
  form: string
  status: 'basarili' | 'hata'
  errors: Record<string, string>
  values: Record<string, string>
}

interface LeadPostOptions<S extends z.ZodType> {
  form: 'contact' | 'application'
  schema: S
  fallbackPage: string
  submit: (input: z.infer<S>, meta: RequestMeta) => Promise<SubmittedLead>
}

function redirectWithFlash(
  request: Request,
  target: string,
  flash: FormFlash,
  extraHeaders: Record<string, string> = {},
): Response {
  const url = new URL(target, request.url)
  url.searchParams.set(FORM_STATUS_PARAM, flash.status)
  const value = Buffer.from(JSON.stringify(flash)).toString('base64url')
  url.hash = FORM_RESULT_ID
  const headers = new Headers({ Location: url.pathname + url.search + url.hash, ...extraHeaders })
  headers.append(
    'Set-Cookie',
    `${FORM_FLASH_COOKIE}=${value}; Path=/; Max-Age=120; HttpOnly; SameSite=Lax`,
  )
  return new Response(null, { status: 303, headers })
}

function echoValues(data: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(data)) {
    if (typeof value === 'string' && !key.startsWith('_') && key !== HONEYPOT_FIELD)
      out[key] = value.slice(0, 600)
  }
  return out
}

function isUrlencoded(request: Request): boolean {
  const type = request.headers.get('content-type') ?? ''
  return type.split(';')[0]!.trim().toLowerCase() === 'application/x-www-form-urlencoded'
}

/** Over the limit: 429 with `Retry-After`, or for a no-JavaScript post the usual 303 with a flash. */
async function tooManyRequests(
  request: Request,
  options: Pick<LeadPostOptions<z.ZodType>, 'form' | 'fallbackPage'>,
  retryAfterSeconds: number,
): Promise<Response> {
  const retryAfter = { 'Retry-After': String(retryAfterSeconds) }
  if (!isUrlencoded(request)) {
    return json({ error: MESSAGES.tooManyRequests }, { status: 429, headers: retryAfter })
  }
  const body = await readFormBody(request)
  const data = body.ok ? body.data : {}
  return redirectWithFlash(
    request,
    safeReturnPath(request, data._page, options.fallbackPage),
    {
      form: options.form,
      status: 'hata',
      errors: { [FORM_ERROR_KEY]: MESSAGES.tooManyRequests },
      values: echoValues(data),
    },
    retryAfter,
  )
}

/** Honeypot filled, or `_ts` forged or too young; no `_ts` (an API client) is not suspect. */
function botReason(data: Record<string, unknown>): string | null {
  const honeypot = data[HONEYPOT_FIELD]
  if (honeypot !== undefined && honeypot !== '') return 'honeypot'
  const verdict = checkFormToken(data[TOKEN_FIELD])
  return verdict === 'invalid' || verdict === 'too-fresh' ? `token ${verdict}` : null
}

/** JSON → 201 or 422; urlencoded (no JavaScript) → 303 back to the form's page. */
export async function handleLeadPost<S extends z.ZodType>(
  request: Request,
  options: LeadPostOptions<S>,
): Promise<Response> {
  const ip = clientIp(request.headers) ?? 'unknown'
  const limit = await checkRateLimit(`${options.form}:${ip}`)
  if (!limit.allowed) {
    return tooManyRequests(request, options, limit.retryAfterSeconds)
  }
  const body = await readFormBody(request)
  if (!body.ok) return body.response
  const bot = botReason(body.data)
  if (bot) {
    // Answered like a success, so that the bot learns nothing; nothing is stored or sent.
    console.warn(`[leads] ${options.form}: bot post dropped (${bot}) from ${ip}`)
    if (body.kind === 'form') {
      return redirectWithFlash(
        request,
        safeReturnPath(request, body.data._page, options.fallbackPage),
        { form: options.form, status: 'basarili', errors: {}, values: {} },
      )
    }
    return json({ ok: true }, { status: 201 })
  }
  const parsed = options.schema.safeParse(body.data)
  const returnTo =
    body.kind === 'form' ? safeReturnPath(request, body.data._page, options.fallbackPage) : ''
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error)
    if (body.kind === 'form') {
      return redirectWithFlash(request, returnTo, {
        form: options.form,
        status: 'hata',
        errors,
        values: echoValues(body.data),
      })
    }
    return json({ error: MESSAGES.validation, errors }, { status: 422 })
  }
  const meta = requestMeta(
    request,
    body.kind === 'form' ? new URL(returnTo, request.url).href : undefined,
  )
  let lead: SubmittedLead
  try {
    lead = await options.submit(parsed.data, meta)
  } catch (error) {
    if (!(error instanceof LeadRefused)) throw error
    if (body.kind === 'json')
      return json({ error: MESSAGES.validation, errors: error.errors }, { status: 422 })
    return redirectWithFlash(request, returnTo, {
      form: options.form,
      status: 'hata',
      errors: error.errors,
      values: echoValues(body.data),
    })
  }
  if (body.kind === 'form') {
    return redirectWithFlash(request, returnTo, {
      form: options.form,
      status: 'basarili',
      errors: {},
      values: {},
    })
  }
  return json({ ok: true, id: lead.id }, { status: 201 })
}
