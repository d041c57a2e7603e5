import 'server-only'

import type * as z from 'zod/mini'

import { readFormBody } from '@/lib/http/body'
import { clientIp, requestMeta, safeReturnPath, type RequestMeta } from '@/lib/http/client'
import { json, MESSAGES } from '@/lib/http/json'
import { checkFormToken, HONEYPOT_FIELD, TOKEN_FIELD } from '@/lib/security/formToken'
import { checkRateLimit, mailRateLimitOptions } from '@/lib/security/rateLimit'
import { FORM_ERROR_KEY, FORM_RESULT_ID, fieldErrors } from '@/lib/validation'

import { getSiteSettings } from '@/catalog'

import { tooManyRequestsText } from './messages'
import { LeadRefused, type SubmittedLead } from './submit'

/** Carries a no-JavaScript post's outcome back to its page (read once there). */
export const FORM_FLASH_COOKIE = 'vitrin_form'
export const FORM_STATUS_PARAM = 'durum'

export interface FormFlash {
  form: string
  status: 'basarili' | 'hata'
  errors: Record<string, string>
  values: Record<string, string>
  /** After a success: the request number to quote (TLP-2026-000123). */
  reference?: string
}

interface LeadPostOptions<S extends z.ZodMiniType> {
  form: 'contact' | 'application'
  schema: S
  fallbackPage: string
  submit: (input: z.infer<S>, meta: RequestMeta) => Promise<SubmittedLead>
  /** A cookie to set once a form posted without JavaScript is stored (the quote list emptied). */
  formSentCookie?: (input: z.infer<S>) => string | undefined
}

function redirectWithFlash(
  request: Request,
  target: string,
  flash: FormFlash,
  extraHeaders: Record<string, string> = {},
  extraCookie?: string,
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
  if (extraCookie) headers.append('Set-Cookie', extraCookie)
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

/** What became of a post, whichever way it came; bots are told `sent` and learn nothing. */
type Outcome =
  | { kind: 'sent'; lead?: SubmittedLead; formCookie?: string }
  | { kind: 'refused'; errors: Record<string, string> }
  | { kind: 'limited'; retryAfterSeconds: number }

/** Honeypot filled, or `_ts` forged or too young; no `_ts` (an API client) is not suspect. */
function botReason(data: Record<string, unknown>): string | null {
  const honeypot = data[HONEYPOT_FIELD]
  if (honeypot !== undefined && honeypot !== '') return 'honeypot'
  const verdict = checkFormToken(data[TOKEN_FIELD])
  return verdict === 'invalid' || verdict === 'too-fresh' ? `token ${verdict}` : null
}

async function decide<S extends z.ZodMiniType>(
  options: LeadPostOptions<S>,
  data: Record<string, unknown>,
  meta: RequestMeta,
  ip: string,
): Promise<Outcome> {
  const bot = botReason(data)
  if (bot) {
    console.warn(`[leads] ${options.form}: bot post dropped (${bot}) from ${ip}`)
    return { kind: 'sent' }
  }
  const parsed = options.schema.safeParse(data)
  if (!parsed.success) return { kind: 'refused', errors: fieldErrors(parsed.error) }
  // One office shares an address: a valid post is also counted per e-mail, more strictly.
  const mail = (parsed.data as { mail?: unknown }).mail
  if (typeof mail === 'string') {
    const key = `${options.form}:mail:${mail.trim().toLocaleLowerCase('tr-TR')}`
    const byMail = await checkRateLimit(key, mailRateLimitOptions())
    if (!byMail.allowed) return { kind: 'limited', retryAfterSeconds: byMail.retryAfterSeconds }
  }
  try {
    const lead = await options.submit(parsed.data, meta)
    return { kind: 'sent', lead, formCookie: options.formSentCookie?.(parsed.data) }
  } catch (error) {
    if (error instanceof LeadRefused) return { kind: 'refused', errors: error.errors }
    throw error
  }
}

/** The refusal with the site settings' sales phone, when they can be read. */
async function tooManyMessage(retryAfterSeconds: number): Promise<string> {
  const settings = await getSiteSettings().catch(() => null)
  return tooManyRequestsText(
    retryAfterSeconds,
    settings?.sales.phone ?? settings?.phones[0]?.number,
  )
}

/** The script-driven forms and API clients: 201, 422 or 429. */
async function answerJson(outcome: Outcome): Promise<Response> {
  if (outcome.kind === 'sent') return json({ ok: true, ...outcome.lead }, { status: 201 })
  if (outcome.kind === 'refused')
    return json({ error: MESSAGES.validation, errors: outcome.errors }, { status: 422 })
  return json(
    { error: await tooManyMessage(outcome.retryAfterSeconds) },
    { status: 429, headers: { 'Retry-After': String(outcome.retryAfterSeconds) } },
  )
}

/** A form posted without JavaScript: 303 back to its page, the outcome in a flash cookie. */
async function answerForm(
  request: Request,
  form: LeadPostOptions<z.ZodMiniType>['form'],
  returnTo: string,
  data: Record<string, unknown>,
  outcome: Outcome,
): Promise<Response> {
  if (outcome.kind === 'sent')
    return redirectWithFlash(
      request,
      returnTo,
      {
        form,
        status: 'basarili',
        errors: {},
        values: {},
        ...(outcome.lead && { reference: outcome.lead.reference }),
      },
      {},
      outcome.formCookie,
    )
  const limited = outcome.kind === 'limited'
  const errors = limited
    ? { [FORM_ERROR_KEY]: await tooManyMessage(outcome.retryAfterSeconds) }
    : outcome.errors
  return redirectWithFlash(
    request,
    returnTo,
    { form, status: 'hata', errors, values: echoValues(data) },
    limited ? { 'Retry-After': String(outcome.retryAfterSeconds) } : {},
  )
}

/** JSON → 201, 422 or 429; urlencoded (no JavaScript) → 303 back to the form's page. */
export async function handleLeadPost<S extends z.ZodMiniType>(
  request: Request,
  options: LeadPostOptions<S>,
): Promise<Response> {
  const ip = clientIp(request.headers) ?? 'unknown'
  const limit = await checkRateLimit(`${options.form}:${ip}`)
  const body = await readFormBody(request)
  if (!body.ok && limit.allowed) return body.response
  const asForm = body.ok ? body.kind === 'form' : isUrlencoded(request)
  const data = body.ok ? body.data : {}
  const returnTo = asForm ? safeReturnPath(request, data._page, options.fallbackPage) : ''
  const outcome: Outcome = !limit.allowed
    ? { kind: 'limited', retryAfterSeconds: limit.retryAfterSeconds }
    : await decide(
        options,
        data,
        requestMeta(request, asForm ? new URL(returnTo, request.url).href : undefined),
        ip,
      )
  return asForm ? answerForm(request, options.form, returnTo, data, outcome) : answerJson(outcome)
}
