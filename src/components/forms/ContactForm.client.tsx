'use client'

import { usePathname } from 'next/navigation'
import { type BaseSyntheticEvent, useCallback, useId, useState } from 'react'
import { type FieldErrors, useForm, useWatch } from 'react-hook-form'
import type * as z from 'zod/mini'

import type { contactSchema } from '@/lib/validation'
import {
  CORPORATION_MAX_LENGTH,
  CORPORATION_MIN_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
} from '@/lib/validation/limits'

import { BotFields, botFieldValues } from './BotFields'
import { controlProps, CORPORATION_HINT, FormField, NAME_HINT } from './FormField'
import { LeadFormShell } from './FormFlashAlert'
import styles from './forms.module.css'
import { isSubmitting } from './formStatus'
import { KvkkConsent } from './KvkkConsent'
import { lazyZodResolver } from './lazyResolver'
import { FORM_TEXT } from './messages'
import { buildQuoteMessage, type QuoteProduct } from './quoteMessage'
import type { FormFlashView } from './types'
import { useHydrated } from './useHydrated'
import { useLeadSubmit } from './useLeadSubmit'

type ContactFormInput = z.input<typeof contactSchema>
type ContactFormOutput = z.output<typeof contactSchema>

const resolver = lazyZodResolver<ContactFormInput, ContactFormOutput>(() =>
  import('@/lib/validation/contact').then((m) => m.contactSchema),
)

const TEXT_FIELDS = ['name', 'corporation', 'mail', 'phone', 'message'] as const

export interface ContactFormProps {
  /** A quote request: the message starts with this product and its slug is sent along. */
  product?: QuoteProduct
  flash?: FormFlashView | null
  onSuccess?: () => void
  formToken?: string
  /** A quote list's lines, sent with the form (a hidden field for browsers without JavaScript). */
  items?: { slug: string; quantity: number }[]
  submitLabel?: string
  /** Where a post without JavaScript returns (default: this page's path), e.g. with its query. */
  returnTo?: string
  /** The message to start with when no product is named (the project planner's summary). */
  note?: string
}

function blankValues(product: QuoteProduct | undefined, note = ''): ContactFormInput {
  return {
    name: '',
    corporation: '',
    mail: '',
    phone: '',
    message: product ? buildQuoteMessage(product) : note,
    kvkk: '0',
    product: product?.slug ?? '',
  }
}

function initialValues(
  product: QuoteProduct | undefined,
  flash: FormFlashView | null | undefined,
  note?: string,
) {
  const values = blankValues(product, note)
  if (flash?.status !== 'hata') return values
  for (const key of TEXT_FIELDS) {
    const typed = flash.values[key]
    if (typed !== undefined) values[key] = typed
  }
  if (flash.values.kvkk === '1') values.kvkk = '1'
  if (flash.values.product) values.product = flash.values.product
  return values
}

function flashErrors(flash: FormFlashView | null | undefined): FieldErrors<ContactFormInput> {
  const errors: FieldErrors<ContactFormInput> = {}
  if (flash?.status !== 'hata') return errors
  for (const key of [...TEXT_FIELDS, 'kvkk', 'product', 'items'] as const) {
    const message = flash.errors[key]
    if (message) errors[key] = { type: 'server', message }
  }
  return errors
}

/** A real form posting to /api/contact, so it works without JavaScript; hydrated, it sends JSON. */
export function ContactForm({
  product,
  flash,
  onSuccess,
  formToken,
  items,
  submitLabel = FORM_TEXT.contactSubmit,
  returnTo,
  note,
}: ContactFormProps) {
  const uid = useId()
  const id = (field: string) => `contact-${field}${uid}`
  const pathname = usePathname()
  const hydrated = useHydrated()
  // Given to the inputs as well: the server HTML must carry them for browsers without JavaScript.
  const [initial] = useState(() => initialValues(product, flash, note))
  const [serverErrors] = useState(() => flashErrors(flash))
  const [showFlash, setShowFlash] = useState(Boolean(flash))
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactFormInput, unknown, ContactFormOutput>({
    mode: 'onTouched',
    resolver,
    defaultValues: initial,
    errors: serverErrors,
  })
  // Counted as typed, said near the limit (the spec's lengths stay).
  const [nameValue, corporationValue] = useWatch({ control, name: ['name', 'corporation'] })

  const handleSuccess = useCallback(() => {
    // keepFieldsRef: a plain reset() drops the field refs and both KVKK radios come back unchecked.
    reset(blankValues(product), { keepFieldsRef: true })
    onSuccess?.()
  }, [reset, product, onSuccess])

  const { status, submit } = useLeadSubmit<ContactFormInput>({
    endpoint: '/api/contact',
    successText: FORM_TEXT.contactSuccess,
    setError,
    onSuccess: handleSuccess,
  })

  const onValid = (data: ContactFormOutput, event?: BaseSyntheticEvent) => {
    setShowFlash(false)
    const body = {
      ...data,
      ...(items?.length ? { items } : {}),
      ...botFieldValues(event, formToken),
    }
    return submit(body)
  }

  const sending = isSubmitting(status)
  const errorOf = (field: keyof ContactFormInput) => errors[field]?.message

  return (
    <LeadFormShell
      action="/api/contact"
      enhanced={hydrated}
      onSubmit={handleSubmit(onValid)}
      flash={showFlash ? flash : null}
      success={FORM_TEXT.contactSuccess}
      page={returnTo ?? pathname}
    >
      <input type="hidden" defaultValue={initial.product} {...register('product')} />
      {items?.length ? <input type="hidden" name="items" value={JSON.stringify(items)} /> : null}
      <div className="form-row">
        <FormField
          id={id('name')}
          label="Ad Soyad"
          error={errorOf('name')}
          length={{ value: nameValue, min: NAME_MIN_LENGTH, max: NAME_MAX_LENGTH }}
        >
          <input
            className="input"
            type="text"
            autoComplete="name"
            aria-required="true"
            {...controlProps(id('name'), { error: errorOf('name'), hint: NAME_HINT })}
            defaultValue={initial.name}
            {...register('name')}
          />
        </FormField>
        <FormField
          id={id('corporation')}
          label="Kurum"
          error={errorOf('corporation')}
          length={{
            value: corporationValue,
            min: CORPORATION_MIN_LENGTH,
            max: CORPORATION_MAX_LENGTH,
          }}
        >
          <input
            className="input"
            type="text"
            autoComplete="organization"
            aria-required="true"
            {...controlProps(id('corporation'), {
              error: errorOf('corporation'),
              hint: CORPORATION_HINT,
            })}
            defaultValue={initial.corporation}
            {...register('corporation')}
          />
        </FormField>
      </div>
      <div className="form-row">
        <FormField id={id('mail')} label="E-posta" error={errorOf('mail')}>
          <input
            className="input"
            type="email"
            autoComplete="email"
            aria-required="true"
            {...controlProps(id('mail'), { error: errorOf('mail') })}
            defaultValue={initial.mail}
            {...register('mail')}
          />
        </FormField>
        <FormField
          id={id('phone')}
          label="Telefon"
          hint={FORM_TEXT.phoneHint}
          error={errorOf('phone')}
        >
          <input
            className="input"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            aria-required="true"
            {...controlProps(id('phone'), { error: errorOf('phone'), hint: FORM_TEXT.phoneHint })}
            defaultValue={initial.phone}
            {...register('phone')}
          />
        </FormField>
      </div>
      <FormField id={id('message')} label="Mesajınız" optional error={errorOf('message')}>
        <textarea
          className="textarea"
          rows={5}
          {...controlProps(id('message'), { error: errorOf('message') })}
          defaultValue={initial.message}
          {...register('message')}
        />
      </FormField>
      <KvkkConsent
        id={id('kvkk')}
        field={register('kvkk')}
        consented={initial.kvkk === '1'}
        error={errorOf('kvkk')}
      />
      {errorOf('product') ? <p className="field-error">{errorOf('product')}</p> : null}
      {errorOf('items') ? (
        <p className="field-error" role="alert">
          {errorOf('items')}
        </p>
      ) : null}
      <BotFields formToken={formToken} />
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={sending}>
          {sending ? FORM_TEXT.sending : submitLabel}
        </button>
      </div>
    </LeadFormShell>
  )
}
