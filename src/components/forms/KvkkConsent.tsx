import type { UseFormRegisterReturn } from 'react-hook-form'

import { Link } from '@/components/ui/Link'

import styles from './forms.module.css'
import { KVKK_POLICY_PATH } from './messages'

interface KvkkConsentProps {
  id: string
  /** `register('kvkk')` of the form. */
  field: UseFormRegisterReturn<'kvkk'>
  consented: boolean
  error?: string
}

/** The KVKK consent question of the forms: the policy's link and two radios, '1' and '0'. */
export function KvkkConsent({ id, field, consented, error }: KvkkConsentProps) {
  return (
    <fieldset className={styles.choice} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>
        Kişisel verilerimin{' '}
        <Link href={KVKK_POLICY_PATH} target="_blank" rel="noopener">
          Kişisel Verilerin Korunması ve İşlenmesi Politikası
          <span className="visually-hidden"> (yeni sekmede açılır)</span>
        </Link>{' '}
        kapsamında işlenmesine
      </legend>
      <div className={styles.choices}>
        <label className={styles.option}>
          <input type="radio" value="1" defaultChecked={consented} {...field} /> Onay veriyorum
        </label>
        <label className={styles.option}>
          <input type="radio" value="0" defaultChecked={!consented} {...field} /> Onay vermiyorum
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
