import 'server-only'

import { payloadSecret } from '@/lib/env'

import { deriveFormKey, signFormToken, verifyFormToken, type TokenVerdict } from './token'

export { HONEYPOT_FIELD, TOKEN_FIELD } from './token'

/** Default minimum time between rendering a form and posting it (`FORM_MIN_FILL_MS`). */
export const DEFAULT_FORM_MIN_FILL_MS = 3000

let key: Buffer | null = null

function formKey(): Buffer {
  key ??= deriveFormKey(payloadSecret())
  return key
}

export function formMinFillMs(value = process.env.FORM_MIN_FILL_MS): number {
  const n = Number(value)
  return value !== undefined && value !== '' && Number.isInteger(n) && n >= 0
    ? n
    : DEFAULT_FORM_MIN_FILL_MS
}

/** The `_ts` value a page renders into its form (pages are dynamic: one per request). */
export function createFormToken(now = Date.now()): string {
  return signFormToken(formKey(), now)
}

export function checkFormToken(token: unknown, now = Date.now()): TokenVerdict {
  return verifyFormToken(formKey(), token, now, formMinFillMs())
}
