'use client'

import { useCallback, useReducer, useRef } from 'react'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'

import { showToast } from '@/components/ui/toast'

import { formStatusReducer, initialFormStatus } from './formStatus'
import { FORM_TEXT } from './messages'
import { submitLead } from './submitLead'

interface Options<T extends FieldValues> {
  endpoint: '/api/contact' | '/api/application' | '/bayi/talep'
  successText: string
  setError: UseFormSetError<T>
  /** Runs after a success: reset the form, close the modal... */
  onSuccess: () => void
}

/**
 * Sends a validated form as JSON and drives the spec's states and toasts (sections 4 and 8). A 422
 * answer's messages go onto their fields: the server checks with the same schema as the form.
 */
export function useLeadSubmit<T extends FieldValues>({
  endpoint,
  successText,
  setError,
  onSuccess,
}: Options<T>) {
  const [status, dispatch] = useReducer(formStatusReducer, initialFormStatus)
  const inFlight = useRef(false)

  const submit = useCallback(
    async (data: T) => {
      if (inFlight.current) return
      inFlight.current = true
      dispatch({ type: 'submit' })
      const result = await submitLead(endpoint, data)
      inFlight.current = false
      if (result.ok) {
        dispatch({ type: 'succeed', id: result.id })
        void showToast((toast) =>
          toast.success(
            successText,
            result.reference
              ? { description: `${FORM_TEXT.reference} ${result.reference}`, duration: 15_000 }
              : undefined,
          ),
        )
        onSuccess()
        return
      }
      dispatch({ type: 'fail', reason: result.reason, errors: result.errors })
      for (const [field, message] of Object.entries(result.errors)) {
        setError(field as Path<T>, { type: 'server', message }, { shouldFocus: true })
      }
      void showToast((toast) => toast.error(FORM_TEXT.failure))
    },
    [endpoint, successText, setError, onSuccess],
  )

  return { status, submit }
}
