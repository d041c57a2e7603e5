import { FORM_ERROR_KEY, FORM_RESULT_ID } from '@/lib/validation'

import { FORM_TEXT } from './messages'
import type { FormFlashView } from './types'

/** The outcome of a no-JavaScript post, shown above the form it came from. */
export function FormFlashAlert({ flash, success }: { flash: FormFlashView; success: string }) {
  if (flash.status === 'basarili') {
    return (
      <div id={FORM_RESULT_ID} className="alert alert-success" role="status" tabIndex={-1}>
        {success}
      </div>
    )
  }
  // `_form`: an error of the whole post (e.g. too many requests), already in Turkish.
  const formError = flash.errors[FORM_ERROR_KEY]
  const hasFieldErrors = Object.keys(flash.errors).some((key) => key !== FORM_ERROR_KEY)
  return (
    <div id={FORM_RESULT_ID} className="alert alert-error" role="alert" tabIndex={-1}>
      {formError ?? (hasFieldErrors ? FORM_TEXT.fixErrors : FORM_TEXT.failure)}
    </div>
  )
}
