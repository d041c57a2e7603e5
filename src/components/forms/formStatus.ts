/**
 * The submit life cycle of a form (spec section 4): idle → submitting → succeeded | failed.
 * A pure reducer so that the rules (no double submit, stale answers ignored) are unit-tested
 * without React.
 */
export type FailureReason = 'invalid' | 'rejected' | 'network'

export type FormStatus =
  | { phase: 'idle' }
  | { phase: 'submitting' }
  | { phase: 'succeeded'; id: string | number }
  | { phase: 'failed'; reason: FailureReason; errors: Record<string, string> }

export type FormStatusAction =
  | { type: 'submit' }
  | { type: 'succeed'; id: string | number }
  | { type: 'fail'; reason: FailureReason; errors?: Record<string, string> }
  | { type: 'reset' }

export const initialFormStatus: FormStatus = { phase: 'idle' }

export function formStatusReducer(state: FormStatus, action: FormStatusAction): FormStatus {
  switch (action.type) {
    case 'submit':
      // A second click while the first request runs must not send the form twice.
      return state.phase === 'submitting' ? state : { phase: 'submitting' }
    case 'succeed':
      return state.phase === 'submitting' ? { phase: 'succeeded', id: action.id } : state
    case 'fail':
      return state.phase === 'submitting'
        ? { phase: 'failed', reason: action.reason, errors: action.errors ?? {} }
        : state
    case 'reset':
      return initialFormStatus
  }
}

export const isSubmitting = (state: FormStatus): boolean => state.phase === 'submitting'
