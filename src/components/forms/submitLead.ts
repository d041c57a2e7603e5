import type { FailureReason } from './formStatus'

export type LeadResult =
  | { ok: true; id: string | number; reference?: string }
  | { ok: false; reason: FailureReason; errors: Record<string, string> }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Only string messages for string keys: the answer is data, never trusted markup. */
function stringErrors(value: unknown): Record<string, string> {
  const out: Record<string, string> = {}
  if (!isRecord(value)) return out
  for (const [key, message] of Object.entries(value)) {
    if (typeof message === 'string') out[key] = message
  }
  return out
}

/**
 * Reads an answer of POST /api/contact or /api/application: 201 {ok, id} is a success, 422
 * {errors} carries field messages (the same schema as the form's), anything else is a failure.
 */
export function interpretLeadResponse(status: number, body: unknown): LeadResult {
  if (status >= 200 && status < 300 && isRecord(body) && body.ok === true) {
    const id = body.id
    const reference = typeof body.reference === 'string' ? body.reference : undefined
    return {
      ok: true,
      id: typeof id === 'string' || typeof id === 'number' ? id : '',
      ...(reference && { reference }),
    }
  }
  if (status === 422 && isRecord(body)) {
    return { ok: false, reason: 'invalid', errors: stringErrors(body.errors) }
  }
  return { ok: false, reason: 'rejected', errors: {} }
}

export async function submitLead(url: string, data: unknown): Promise<LeadResult> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(data),
    })
    const body: unknown = await response.json().catch(() => null)
    return interpretLeadResponse(response.status, body)
  } catch {
    return { ok: false, reason: 'network', errors: {} }
  }
}
