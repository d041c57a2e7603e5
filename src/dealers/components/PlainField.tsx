import type { InputHTMLAttributes } from 'react'

type Props = {
  id: string
  label: string
  /** A line under the field, read with it (aria-describedby). */
  hint?: string
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>

/** A labelled input of the portal's plain forms (they post without JavaScript). */
export function PlainField({ id, label, hint, ...input }: Props) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input"
        {...(hint ? { 'aria-describedby': `${id}-ipucu` } : {})}
        {...input}
      />
      {hint ? (
        <p id={`${id}-ipucu`} className="field-hint">
          {hint}
        </p>
      ) : null}
    </div>
  )
}
