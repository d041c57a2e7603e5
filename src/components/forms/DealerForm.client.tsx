'use client'

import { usePathname } from 'next/navigation'
import { type BaseSyntheticEvent, useCallback, useId, useState } from 'react'
import { type FieldErrors, useForm, useWatch } from 'react-hook-form'
import type * as z from 'zod/mini'

import type { applicationSchema } from '@/lib/validation'
import {
  CORPORATION_MAX_LENGTH,
  CORPORATION_MIN_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
} from '@/lib/validation/limits'

import { BotFields, botFieldValues } from './BotFields'
import { controlProps, CORPORATION_HINT, FormField, NAME_HINT } from './FormField'
import { LeadFormShell } from './FormFlashAlert'
import { KvkkConsent } from './KvkkConsent'
import { lazyZodResolver } from './lazyResolver'
import styles from './forms.module.css'
import { isSubmitting } from './formStatus'
import { FORM_TEXT } from './messages'
import type { FormFlashView } from './types'
import { useHydrated } from './useHydrated'
import { useLeadSubmit } from './useLeadSubmit'

type DealerFormInput = z.input<typeof applicationSchema>
type DealerFormOutput = z.output<typeof applicationSchema>

const resolver = lazyZodResolver<DealerFormInput, DealerFormOutput>(() =>
  import('@/lib/validation/application').then((m) => m.applicationSchema),
)

const FIELDS = ['name', 'phone', 'mail'] as const
const blankValues = (): DealerFormInput => ({ name: '', phone: '', mail: '' })

function initialValues(flash: FormFlashView | null | undefined): DealerFormInput {
  const values = blankValues()
  if (flash?.status !== 'hata') return values
  for (const key of FIELDS) values[key] = flash.values[key] ?? ''
  return values
}

function flashErrors(flash: FormFlashView | null | undefined): FieldErrors<DealerFormInput> {
  const errors: FieldErrors<DealerFormInput> = {}
  if (flash?.status !== 'hata') return errors
  for (const key of [...FIELDS, 'kvkk'] as const) {
    const message = flash.errors[key]
    if (message) errors[key] = { type: 'server', message }
  }
  return errors
}

/**
 * Dealer application form (spec sections 4, 5, 8): posts to /api/application, with or without
 * JavaScript. A failure keeps what was typed; a success empties the form.
 */
export function DealerForm({
  flash,
  formToken,
}: {
  flash?: FormFlashView | null
  /** The signed render time from `createFormToken()` (src/lib/security/formToken.ts). */
  formToken?: string
}) {
  const uid = useId()
  const id = (field: string) => `dealer-${field}${uid}`
  const pathname = usePathname()
  const hydrated = useHydrated()
  // Given to the inputs as well: the server HTML must carry them for browsers without JavaScript.
  const [initial] = useState(() => initialValues(flash))
  const [serverErrors] = useState(() => flashErrors(flash))
  const [showFlash, setShowFlash] = useState(Boolean(flash))
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<DealerFormInput, unknown, DealerFormOutput>({
    mode: 'onTouched',
    resolver,
    defaultValues: initial,
    errors: serverErrors,
  })
  // Counted as typed, said near the limit (the spec's lengths stay).
  const [nameValue, corporationValue] = useWatch({ control, name: ['name', 'corporation'] })

  // keepFieldsRef: a plain reset() drops the field refs and both KVKK radios come back unchecked.
  const handleSuccess = useCallback(() => reset(blankValues(), { keepFieldsRef: true }), [reset])

  const { status, submit } = useLeadSubmit<DealerFormInput>({
    endpoint: '/api/application',
    successText: FORM_TEXT.applicationSuccess,
    setError,
    onSuccess: handleSuccess,
  })

  const onValid = (data: DealerFormOutput, event?: BaseSyntheticEvent) => {
    setShowFlash(false)
    const body = { ...data, ...botFieldValues(event, formToken) }
    return submit(body)
  }

  const sending = isSubmitting(status)
  const errorOf = (field: keyof DealerFormInput) => errors[field]?.message

  return (
    <LeadFormShell
      action="/api/application"
      enhanced={hydrated}
      onSubmit={handleSubmit(onValid)}
      flash={showFlash ? flash : null}
      success={FORM_TEXT.applicationSuccess}
      page={pathname}
    >
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
      <div className="form-row">
        <FormField
          id={id('corporation')}
          label="Firma"
          optional
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
            {...controlProps(id('corporation'), {
              error: errorOf('corporation'),
              hint: CORPORATION_HINT,
            })}
            defaultValue={initial.corporation}
            {...register('corporation')}
          />
        </FormField>
        <FormField id={id('city')} label="Şehir" optional error={errorOf('city')}>
          <input
            className="input"
            type="text"
            autoComplete="address-level1"
            {...controlProps(id('city'), { error: errorOf('city') })}
            defaultValue={initial.city}
            {...register('city')}
          />
        </FormField>
      </div>
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
      <KvkkConsent
        id={id('kvkk')}
        field={register('kvkk')}
        consented={initial.kvkk === '1'}
        error={errorOf('kvkk')}
      />
      <BotFields formToken={formToken} />
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={sending}>
          {sending ? FORM_TEXT.sending : FORM_TEXT.applicationSubmit}
        </button>
      </div>
    </LeadFormShell>
  )
}
