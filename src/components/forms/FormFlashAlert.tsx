import type { FormEventHandler, ReactNode } from 'react'

import { FORM_ERROR_KEY, FORM_RESULT_ID } from '@/lib/validation/limits'

import { FORM_TEXT } from './messages'
import type { FormFlashView } from './types'

/** The outcome of a no-JavaScript post, shown above the form it came from. */
export function FormFlashAlert({ flash, success }: { flash: FormFlashView; success: string }) {
  if (flash.status === 'basarili') {
    return (
      <div id={FORM_RESULT_ID} className="alert alert-success" role="status" tabIndex={-1}>
        {success}
        {flash.reference ? (
          <>
            {' '}
            {FORM_TEXT.reference} <strong>{flash.reference}</strong>
          </>
        ) : null}
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

/**
 * A lead form as both forms share it: a plain POST to `action` without JavaScript (its outcome
 * shown from the flash, `_page` telling where to come back), the same post through fetch with it.
 */
export function LeadFormShell({
  action,
  enhanced,
  onSubmit,
  flash,
  success,
  page,
  children,
}: {
  action: string
  enhanced: boolean
  onSubmit: FormEventHandler<HTMLFormElement>
  flash: FormFlashView | null | undefined
  success: string
  page: string
  children: ReactNode
}) {
  return (
    <form
      className="form"
      method="post"
      action={action}
      noValidate
      data-enhanced={enhanced ? 'true' : undefined}
      onSubmit={onSubmit}
    >
      {flash ? <FormFlashAlert flash={flash} success={success} /> : null}
      <input type="hidden" name="_page" value={page} />
      {children}
    </form>
  )
}
