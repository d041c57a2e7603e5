import type { ReactNode } from 'react'

import {
  characterCount,
  CORPORATION_MAX_LENGTH,
  CORPORATION_MIN_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
} from '@/lib/validation/limits'

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
  /** A length limit said before typing: the hint, and a count once within 5 of the limit. */
  length?: { value: string | undefined; min: number; max: number }
  children: ReactNode
}

/** `2–20 karakter`, the hint of a field with a length limit. */
export const lengthHint = (min: number, max: number) => `${min}–${max} karakter`
export const NAME_HINT = lengthHint(NAME_MIN_LENGTH, NAME_MAX_LENGTH)
export const CORPORATION_HINT = lengthHint(CORPORATION_MIN_LENGTH, CORPORATION_MAX_LENGTH)

function LengthCount({ value = '', max }: { value?: string; max: number }) {
  const used = characterCount(value.trim())
  if (used < max - 5) return null
  return (
    <span className={used > max ? styles.countOver : styles.count} aria-live="polite">
      {' '}
      ({used}/{max})
    </span>
  )
}

/** Label, control, hint and error of one field; the control spreads `controlProps(id, ...)`. */
export function FormField({ id, label, hint, error, optional, length, children }: FormFieldProps) {
  return (
    <div className={`field ${styles.field}`}>
      <label htmlFor={id}>
        {label}
        {optional ? <span className={styles.optional}> (isteğe bağlı)</span> : null}
      </label>
      {children}
      {hint || length ? (
        <p id={hintId(id)} className="field-hint">
          {hint ?? lengthHint(length!.min, length!.max)}
          {length ? <LengthCount value={length.value} max={length.max} /> : null}
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
