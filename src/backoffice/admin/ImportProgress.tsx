'use client'

import { Button, useDocumentInfo } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useState } from 'react'

import type { ImportSummary, RowResult } from '@/backoffice/sheets/types'

interface ImportDoc {
  id: number | string
  status?: 'bekliyor' | 'calisiyor' | 'tamamlandi' | 'hata'
  dryRun?: boolean
  processed?: number
  total?: number
  error?: string | null
  summary?: Omit<ImportSummary, 'results'> | null
  results?: RowResult[] | null
}

const SHOWN_ROWS = 200
const number = new Intl.NumberFormat('tr-TR')

function resultText(row: RowResult, dryRun: boolean): string {
  if (row.error) return 'Hata'
  if (row.action === 'create') return dryRun ? 'Eklenecek' : 'Eklendi'
  if (row.action === 'update') return dryRun ? 'Değişecek' : 'Güncellendi'
  if (row.action === 'refuse') return 'Reddedildi'
  return 'Değişiklik yok'
}

const STATUS_TEXT: Record<NonNullable<ImportDoc['status']>, string> = {
  bekliyor: 'Sırada bekliyor…',
  calisiyor: 'Çalışıyor…',
  tamamlandi: 'Tamamlandı',
  hata: 'Hata',
}

/** The import's progress and result on its edit page, polled while it runs. */
export function ImportProgress() {
  const { id } = useDocumentInfo()
  const router = useRouter()
  const [doc, setDoc] = useState<ImportDoc | null>(null)
  const [applying, setApplying] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  const load = useCallback(async () => {
    if (!id) return
    const res = await fetch(`/cms-api/catalog-imports/${id}?depth=0`, { credentials: 'include' })
    if (res.ok) setDoc((await res.json()) as ImportDoc)
  }, [id])

  const running = !doc || doc.status === 'bekliyor' || doc.status === 'calisiyor'
  useEffect(() => {
    // Through a timer, not in the effect's body: the state is set when the answer arrives.
    const first = setTimeout(() => void load(), 0)
    const timer = running ? setInterval(() => void load(), 1000) : undefined
    return () => {
      clearTimeout(first)
      clearInterval(timer)
    }
  }, [load, running])

  if (!id) return <p>Dosyayı yükleyip kaydedin: önce deneme yapılır, sonuç burada görünür.</p>
  if (!doc) return <p>Yükleniyor…</p>

  const apply = async () => {
    setApplying(true)
    setProblem(null)
    const res = await fetch(`/cms-api/catalog-imports/${id}?depth=0`, {
      method: 'PATCH',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ dryRun: false }),
    })
    setApplying(false)
    if (!res.ok) setProblem('Uygulama başlatılamadı; sayfayı yenileyip yeniden deneyin.')
    else {
      await load()
      router.refresh()
    }
  }

  const retry = async () => {
    setApplying(true)
    setProblem(null)
    const res = await fetch(`/cms-api/catalog-imports/${id}/retry`, {
      method: 'POST',
      credentials: 'include',
    })
    setApplying(false)
    if (!res.ok) setProblem('Yeniden başlatılamadı; sayfayı yenileyip yeniden deneyin.')
    else await load()
  }

  const dryRun = doc.dryRun !== false
  // The report shown is the last finished run's: a dry run's plan until a real run ends.
  const planned = doc.summary ? doc.summary.dryRun !== false : dryRun
  const percent = doc.total
    ? Math.min(100, Math.round(((doc.processed ?? 0) * 100) / doc.total))
    : 0
  const rows = (doc.results ?? []).filter((r) => r.action !== 'unchanged' || r.error)
  const s = doc.summary
  const finishedDryRun = doc.status === 'tamamlandi' && dryRun

  return (
    <div style={{ marginBottom: 'calc(var(--base) * 2)' }} aria-live="polite">
      <h3 style={{ marginBottom: 'calc(var(--base) / 2)' }}>
        {dryRun ? 'Deneme' : 'İçe aktarma'}: {doc.status ? STATUS_TEXT[doc.status] : ''}
      </h3>
      {running && (
        <div
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-label="İlerleme"
          style={{
            height: 8,
            background: 'var(--theme-elevation-100)',
            borderRadius: 4,
            overflow: 'hidden',
            marginBottom: 'calc(var(--base) / 2)',
          }}
        >
          <div
            style={{ width: `${percent}%`, height: '100%', background: 'var(--theme-success-500)' }}
          />
        </div>
      )}
      {running && doc.total ? (
        <p>
          {number.format(doc.processed ?? 0)} / {number.format(doc.total)} satır
        </p>
      ) : null}
      {doc.status === 'hata' && (
        <div style={{ marginBottom: 'var(--base)' }}>
          <p style={{ color: 'var(--theme-error-500)' }}>{doc.error || 'İçe aktarma başarısız.'}</p>
          {/sütun|başlık/i.test(doc.error ?? '') && (
            <p>
              Sütunları aşağıdaki “Bu dosyanın sütun eşleştirmesi” ya da kayıtlı bir eşleştirmeyle
              bağlayıp kaydedin, sonra yeniden başlatın.
            </p>
          )}
          <Button buttonStyle="secondary" disabled={applying} onClick={() => void retry()}>
            Yeniden başlat
          </Button>
          {problem && <p style={{ color: 'var(--theme-error-500)' }}>{problem}</p>}
        </div>
      )}
      {s && (
        <p>
          Toplam {number.format(s.total)} satır: {number.format(s.created)}{' '}
          {planned ? 'eklenecek' : 'eklendi'}, {number.format(s.updated)}{' '}
          {planned ? 'değişecek' : 'güncellendi'}, {number.format(s.unchanged)} değişmedi,{' '}
          {number.format(s.refused)} reddedildi
          {s.failed ? `, ${number.format(s.failed)} hata` : ''}.
        </p>
      )}
      {s?.ignoredHeaders?.length ? (
        <p>
          Okunmayan sütunlar (bizim sütunlarımızdan biri değil): {s.ignoredHeaders.join(', ')}.
          Okunmaları gerekiyorsa sütun eşleştirmesine ekleyin.
        </p>
      ) : null}
      {s && (
        <p style={{ display: 'flex', gap: 'var(--base)' }}>
          <a href={`/cms-api/catalog-imports/${id}/report?format=xlsx`} download>
            Raporu Excel (XLSX) olarak indir
          </a>
          <a href={`/cms-api/catalog-imports/${id}/report?format=csv`} download>
            Raporu CSV olarak indir
          </a>
        </p>
      )}
      {finishedDryRun && s && s.created + s.updated > 0 && (
        <div style={{ marginBottom: 'var(--base)' }}>
          {s.refused > 0 && (
            <p>Reddedilen {number.format(s.refused)} satır atlanır; diğer satırlar yazılır.</p>
          )}
          <Button buttonStyle="primary" disabled={applying} onClick={() => void apply()}>
            Şimdi uygula
          </Button>
          {problem && <p style={{ color: 'var(--theme-error-500)' }}>{problem}</p>}
        </div>
      )}
      {rows.length > 0 && (
        <table style={{ width: '100%', borderCollapse: 'collapse' }}>
          <caption style={{ textAlign: 'left' }}>
            {rows.length > SHOWN_ROWS
              ? `Değişen ya da reddedilen ilk ${SHOWN_ROWS} satır (tamamı raporda)`
              : 'Değişen ya da reddedilen satırlar'}
          </caption>
          <thead>
            <tr>
              {['Satır', 'Kod', 'Sonuç', 'Açıklama'].map((h) => (
                <th
                  key={h}
                  scope="col"
                  style={{
                    textAlign: 'left',
                    borderBottom: '1px solid var(--theme-elevation-150)',
                  }}
                >
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, SHOWN_ROWS).map((row) => (
              <tr key={row.rowNumber}>
                <td>{row.rowNumber}</td>
                <td>{row.key}</td>
                <td>{resultText(row, planned)}</td>
                <td>{row.error ?? row.reason ?? row.changes?.join(', ') ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
