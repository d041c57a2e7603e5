import type { ReactNode } from 'react'

import styles from './forms.module.css'

const hintId = (id: string) => `${id}-hint`
const errorId = (id: string) => `${id}-error`

/** The accessibility attributes that bind a control to its hint and its error message. */
export function controlProps(id: string, { error, hint }: { error?: string; hint?: string }) {
  const describedBy = [hint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean)
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy.length ? describedBy.join(' ') : undefined,
  } as const
}

interface FormFieldProps {
  id: string
  label: ReactNode
  hint?: string
  error?: string
  optional?: boolean
  children: ReactNode
}

/** Label, control, hint and error of one field; the control spreads `controlProps(id, ...)`. */
export function FormField({ id, label, hint, error, optional, children }: FormFieldProps) {
  return (
    <div className={`field ${styles.field}`}>
      <label htmlFor={id}>
        {label}
        {optional ? <span className={styles.optional}> (isteğe bağlı)</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={hintId(id)} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId(id)} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
