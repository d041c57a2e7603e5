import type { BaseSyntheticEvent } from 'react'

/** Off-screen, not display:none: bots that skip invisible fields are caught by the timing anyway. */
const TRAP_STYLE = {
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
} as const

/**
 * A lead form's abuse guards (src/lib/security): the honeypot `website`, which people never see but
 * bots fill in, and `_ts`, the form's signed render time (`createFormToken()`). Place it after the
 * real fields: a dialog focuses its first input.
 */
export function BotFields({ formToken }: { formToken?: string }) {
  return (
    <>
      <div style={TRAP_STYLE} aria-hidden="true">
        <label>
          Web sitesi (boş bırakınız)
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {formToken ? <input type="hidden" name="_ts" value={formToken} /> : null}
    </>
  )
}

/** The same two values for a post sent as JSON, read from the submitted form. */
export function botFieldValues(
  event: BaseSyntheticEvent | undefined,
  formToken: string | undefined,
): { website: string; _ts: string } {
  const form = event?.target instanceof HTMLFormElement ? event.target : null
  const input = form?.elements.namedItem('website')
  return { website: input instanceof HTMLInputElement ? input.value : '', _ts: formToken ?? '' }
}
