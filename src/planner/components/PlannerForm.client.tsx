'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, useEffect, useRef, useTransition } from 'react'

import { CODEC_LABELS, CODECS, MEGAPIXELS, REDUNDANCY } from '../numbers'
import {
  ADD_GROUP_PARAM,
  GROUP_PARAMS,
  type GroupField,
  PLANNER_PATH,
  PROJECT_PARAMS,
  type ProjectValues,
  REMOVE_GROUP_PARAM,
} from '../query'
import { MAX_GROUPS } from '../limits'
import styles from './Planner.module.css'

const RAID_LABELS: Record<(typeof REDUNDANCY)[number], string> = {
  yok: 'Yok',
  raid5: 'RAID 5',
  raid6: 'RAID 6',
}

interface Props {
  values: ProjectValues
  errors: Record<string, string>
  /** The chosen camera of each group, as the catalogue names it. */
  cameras: (string | null)[]
}

/**
 * A GET form: without JavaScript each button reloads the page with the project in its URL; with
 * it, the result follows every change (the same server render, a moment after typing stops).
 */
export function PlannerForm({ values, errors, cameras }: Props) {
  const router = useRouter()
  const form = useRef<HTMLFormElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const [pending, startTransition] = useTransition()

  const go = (data: FormData) => {
    const query = new URLSearchParams(data as unknown as Record<string, string>)
    startTransition(() => router.replace(`${PLANNER_PATH}?${query}#sonuc`, { scroll: false }))
  }
  const recompute = () => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => form.current && go(new FormData(form.current)), 400)
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    clearTimeout(timer.current)
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    go(new FormData(event.currentTarget, submitter))
  }
  useEffect(() => () => clearTimeout(timer.current), [])

  const field = (i: number, name: GroupField) => ({
    id: `g${i}-${name}`,
    name: GROUP_PARAMS[name],
    defaultValue: values.groups[i]?.[name] ?? '',
    'aria-invalid': errors[`groups.${i}.${name}`] ? true : undefined,
    'aria-describedby': errors[`groups.${i}.${name}`] ? `g${i}-${name}-hata` : undefined,
  })
  const problem = (i: number, name: GroupField) =>
    errors[`groups.${i}.${name}`] ? (
      <p className="field-error" id={`g${i}-${name}-hata`}>
        {errors[`groups.${i}.${name}`]}
      </p>
    ) : null

  return (
    <form
      ref={form}
      method="get"
      action={`${PLANNER_PATH}#sonuc`}
      className={styles.form}
      onSubmit={submit}
      onInput={recompute}
      aria-busy={pending || undefined}
      noValidate
    >
      {/* Enter in a field computes: the first submit button is the form's default. */}
      <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true">
        Hesapla
      </button>
      {errors.groups ? <p className="alert alert-error">{errors.groups}</p> : null}
      {values.groups.map((_, i) => (
        // Keyed by the count too: after a group is removed, every field shows its new value.
        <fieldset key={`${values.groups.length}-${i}`} className={`card ${styles.group}`}>
          <legend>Kamera grubu {i + 1}</legend>
          <div className={styles.fields}>
            <div className="field">
              <label htmlFor={`g${i}-cameras`}>Kamera sayısı</label>
              <input
                className="input"
                type="number"
                inputMode="numeric"
                min={1}
                max={512}
                {...field(i, 'cameras')}
              />
              {problem(i, 'cameras')}
            </div>
            <div className="field">
              <label htmlFor={`g${i}-megapixels`}>Çözünürlük</label>
              <select className="input" {...field(i, 'megapixels')}>
                {MEGAPIXELS.map((mp) => (
                  <option key={mp} value={mp}>
                    {mp} MP
                  </option>
                ))}
              </select>
              {problem(i, 'megapixels')}
            </div>
            <div className="field">
              <label htmlFor={`g${i}-codec`}>Sıkıştırma</label>
              <select className="input" {...field(i, 'codec')}>
                {CODECS.map((codec) => (
                  <option key={codec} value={codec}>
                    {CODEC_LABELS[codec]}
                  </option>
                ))}
              </select>
              {problem(i, 'codec')}
            </div>
            <div className="field">
              <label htmlFor={`g${i}-fps`}>Kare hızı (fps)</label>
              <input
                className="input"
                type="number"
                inputMode="numeric"
                min={1}
                max={30}
                {...field(i, 'fps')}
              />
              {problem(i, 'fps')}
            </div>
            <div className="field">
              <label htmlFor={`g${i}-hoursPerDay`}>Günlük kayıt (saat)</label>
              <input
                className="input"
                type="number"
                inputMode="numeric"
                min={1}
                max={24}
                {...field(i, 'hoursPerDay')}
              />
              {problem(i, 'hoursPerDay')}
            </div>
            <div className="field">
              <label htmlFor={`g${i}-motionPercent`}>Kayıt oranı (%)</label>
              <input
                className="input"
                type="number"
                inputMode="numeric"
                min={5}
                max={100}
                {...field(i, 'motionPercent')}
              />
              <p className="field-hint">
                100: sürekli kayıt; hareketle kayıtta sahnenin hareketli olduğu süre.
              </p>
              {problem(i, 'motionPercent')}
            </div>
            <div className="field">
              <label htmlFor={`g${i}-bitrateMbps`}>Bit hızı (Mbps, isteğe bağlı)</label>
              <input
                className="input"
                type="text"
                inputMode="decimal"
                {...field(i, 'bitrateMbps')}
              />
              <p className="field-hint">Veri sayfasındaki değer; boşsa tablodan hesaplanır.</p>
              {problem(i, 'bitrateMbps')}
            </div>
            <div className="field">
              <label htmlFor={`g${i}-product`}>Kamera ürün kodu (isteğe bağlı)</label>
              <input
                className="input"
                type="text"
                autoComplete="off"
                spellCheck={false}
                {...field(i, 'product')}
              />
              <p className="field-hint">
                {cameras[i] ? `Seçilen: ${cameras[i]}` : 'Çözünürlük ve güç üründen alınır.'}
              </p>
              {problem(i, 'product')}
            </div>
          </div>
          {values.groups.length > 1 ? (
            <button
              type="submit"
              name={REMOVE_GROUP_PARAM}
              value={i}
              className={`btn btn-outline ${styles.remove}`}
            >
              Grubu sil
            </button>
          ) : null}
        </fieldset>
      ))}
      {values.groups.length < MAX_GROUPS ? (
        <button type="submit" name={ADD_GROUP_PARAM} value="1" className="btn btn-outline">
          + Kamera grubu ekle
        </button>
      ) : null}
      <fieldset className={`card ${styles.group}`}>
        <legend>Kayıt</legend>
        <div className={styles.fields}>
          <div className="field">
            <label htmlFor="retentionDays">Saklama süresi (gün)</label>
            <input
              className="input"
              id="retentionDays"
              name={PROJECT_PARAMS.retentionDays}
              type="number"
              inputMode="numeric"
              min={1}
              max={365}
              defaultValue={values.retentionDays}
              aria-invalid={errors.retentionDays ? true : undefined}
              aria-describedby={errors.retentionDays ? 'retentionDays-hata' : undefined}
            />
            {errors.retentionDays ? (
              <p className="field-error" id="retentionDays-hata">
                {errors.retentionDays}
              </p>
            ) : null}
          </div>
          <div className="field">
            <label htmlFor="raid">Yedeklilik</label>
            <select
              className="input"
              id="raid"
              name={PROJECT_PARAMS.raid}
              defaultValue={values.raid}
              aria-invalid={errors.raid ? true : undefined}
            >
              {REDUNDANCY.map((raid) => (
                <option key={raid} value={raid}>
                  {RAID_LABELS[raid]}
                </option>
              ))}
            </select>
            <p className="field-hint">RAID 5 bir, RAID 6 iki diski yedeğe ayırır.</p>
            {errors.raid ? <p className="field-error">{errors.raid}</p> : null}
          </div>
        </div>
      </fieldset>
      <button type="submit" className="btn btn-primary">
        Hesapla
      </button>
    </form>
  )
}
