'use client'

import { Banner, Button, TextInput, useDocumentInfo } from '@payloadcms/ui'
import { type ChangeEvent, useEffect, useState } from 'react'

type Opened = { id: number; name: string }

/**
 * "Bayi hesabı aç" on a dealer application: the company (prefilled from the application, with the
 * tax number typed here) and its first user, who is mailed an invitation.
 */
export function OpenDealerAccount() {
  const { id } = useDocumentInfo()
  const [opened, setOpened] = useState<Opened | null>(null)
  const [taxNumber, setTaxNumber] = useState('')
  const [taxOffice, setTaxOffice] = useState('')
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (!id) return
    const query = `where[application][equals]=${encodeURIComponent(String(id))}&limit=1&depth=0`
    fetch(`/cms-api/dealer-companies?${query}`, { credentials: 'include' })
      .then((res) => (res.ok ? res.json() : null))
      .then((body: { docs?: Opened[] } | null) => setOpened(body?.docs?.[0] ?? null))
      .catch(() => undefined)
  }, [id])

  if (!id) return null
  if (opened)
    return (
      <div className="dealer-account">
        <h4>Bayi hesabı</h4>
        {result?.ok ? <Banner type="success">{result.text}</Banner> : null}
        <p>
          Firma kaydı:{' '}
          <a href={`/admin/collections/dealer-companies/${opened.id}`}>{opened.name}</a>
        </p>
      </div>
    )

  async function open() {
    setBusy(true)
    const res = await fetch(`/cms-api/dealer-applications/${id}/bayi-hesabi`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ taxNumber, taxOffice }),
    }).catch(() => null)
    const body = (await res?.json().catch(() => ({}))) as {
      company?: number
      name?: string
      email?: string
      error?: string
    }
    setBusy(false)
    if (res?.ok && body.company) {
      setResult({ ok: true, text: `Bayi hesabı açıldı; ${body.email} adresine davet gönderildi.` })
      setOpened({ id: body.company, name: body.name ?? String(body.company) })
    } else setResult({ ok: false, text: body?.error ?? 'Sunucuya ulaşılamadı.' })
  }

  return (
    <form className="dealer-account" onSubmit={(event) => event.preventDefault()}>
      <h4>Bayi hesabı aç</h4>
      <p className="field-description">
        Firma bu başvurudan oluşturulur; başvuran kişi firmanın yöneticisi olur ve şifresini
        belirlemesi için davet e-postası alır.
      </p>
      <TextInput
        path="dealerTaxNumber"
        label="VKN / TCKN"
        required
        value={taxNumber}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setTaxNumber(event.target.value)}
        htmlAttributes={{ autoComplete: 'off' }}
      />
      <TextInput
        path="dealerTaxOffice"
        label="Vergi dairesi"
        value={taxOffice}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setTaxOffice(event.target.value)}
      />
      <Button
        buttonStyle="primary"
        size="medium"
        disabled={busy || !taxNumber.trim()}
        onClick={open}
      >
        Bayi hesabı aç
      </Button>
      <div role="status">
        {result ? <Banner type={result.ok ? 'success' : 'error'}>{result.text}</Banner> : null}
      </div>
    </form>
  )
}
