'use client'

import { usePathname } from 'next/navigation'
import { type BaseSyntheticEvent, useCallback, useId, useState } from 'react'
import { useForm } from 'react-hook-form'

import { BotFields, botFieldValues } from '@/components/forms/BotFields'
import { controlProps, FormField } from '@/components/forms/FormField'
import { LeadFormShell } from '@/components/forms/FormFlashAlert'
import styles from '@/components/forms/forms.module.css'
import { isSubmitting } from '@/components/forms/formStatus'
import { KvkkConsent } from '@/components/forms/KvkkConsent'
import { FORM_TEXT } from '@/components/forms/messages'
import type { FormFlashView } from '@/components/forms/types'
import { useHydrated } from '@/components/forms/useHydrated'
import { useLeadSubmit } from '@/components/forms/useLeadSubmit'

interface Values {
  message: string
  kvkk: '0' | '1'
  items?: string
}

export interface DealerSender {
  name: string
  email: string
  company: string
}

export const DEALER_QUOTE_SUCCESS =
  'Talebiniz alındı. Satış temsilciniz en kısa sürede dönüş yapacaktır; talebinizi “Taleplerim” sayfasında izleyebilirsiniz.'

/**
 * A signed-in dealer's request: who sends it and for which company come from the account (shown,
 * not asked); the lines go as JSON, or as a hidden field without JavaScript. The server checks all.
 */
export function DealerQuoteForm({
  sender,
  items,
  flash,
  formToken,
  onSuccess,
  returnTo,
  note = '',
}: {
  sender: DealerSender
  items: { slug: string; quantity: number }[]
  flash: FormFlashView | null
  formToken: string
  onSuccess: () => void
  returnTo: string
  /** The note to start with (the project planner's summary). */
  note?: string
}) {
  const uid = useId()
  const pathname = usePathname()
  const hydrated = useHydrated()
  const [showFlash, setShowFlash] = useState(Boolean(flash))
  const typed = flash?.status === 'hata' ? flash.values : {}
  // Kept from the first render, as the contact form does: a prop that changes would reset them.
  const [serverErrors] = useState(() =>
    flash?.status === 'hata'
      ? Object.fromEntries(
          Object.entries(flash.errors).map(([k, message]) => [k, { type: 'server', message }]),
        )
      : undefined,
  )
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<Values>({
    defaultValues: { message: typed.message ?? note, kvkk: typed.kvkk === '1' ? '1' : '0' },
    errors: serverErrors,
  })
  const handleSuccess = useCallback(() => {
    reset({ message: '', kvkk: '0' }, { keepFieldsRef: true })
    onSuccess()
  }, [reset, onSuccess])
  const { status, submit } = useLeadSubmit<Values>({
    endpoint: '/bayi/talep',
    successText: DEALER_QUOTE_SUCCESS,
    setError,
    onSuccess: handleSuccess,
  })
  const onValid = (data: Values, event?: BaseSyntheticEvent) => {
    setShowFlash(false)
    return submit({ ...data, items, ...botFieldValues(event, formToken) } as unknown as Values)
  }
  const id = (field: string) => `dealer-quote-${field}${uid}`
  const errorOf = (field: keyof Values) => errors[field]?.message
  return (
    <LeadFormShell
      action="/bayi/talep"
      enhanced={hydrated}
      onSubmit={handleSubmit(onValid)}
      flash={showFlash ? flash : null}
      success={DEALER_QUOTE_SUCCESS}
      page={returnTo ?? pathname}
    >
      <p>
        <strong>{sender.company}</strong> adına, {sender.name} ({sender.email}) olarak gönderilecek.
      </p>
      <input type="hidden" name="items" value={JSON.stringify(items)} />
      <FormField id={id('message')} label="Notunuz" optional error={errorOf('message')}>
        <textarea
          className="textarea"
          rows={4}
          {...controlProps(id('message'), { error: errorOf('message') })}
          {...register('message')}
        />
      </FormField>
      <KvkkConsent
        id={id('kvkk')}
        field={register('kvkk')}
        consented={typed.kvkk === '1'}
        error={errorOf('kvkk')}
      />
      {errorOf('items') ? (
        <p className="field-error" role="alert">
          {errorOf('items')}
        </p>
      ) : null}
      <BotFields formToken={formToken} />
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={isSubmitting(status)}>
          {isSubmitting(status) ? FORM_TEXT.sending : 'Teklif iste'}
        </button>
      </div>
    </LeadFormShell>
  )
}
