'use client'

import { Banner, Button, ConfirmationModal, TextInput, useModal } from '@payloadcms/ui'
import { type ChangeEvent, useState } from 'react'

const endpoint = '/cms-api/contact-requests/kvkk'
const confirmSlug = 'kvkk-erase-confirm'

/** Admin only (on the dashboard): export or erase everything held about one e-mail address. */
export function KvkkTool() {
  const [mail, setMail] = useState('')
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null)
  const { openModal } = useModal()
  const address = mail.trim()

  async function erase() {
    const res = await fetch(`${endpoint}/erase`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ mail: address }),
    }).catch(() => null)
    if (!res) {
      setResult({ ok: false, text: 'Sunucuya ulaşılamadı.' })
      return
    }
    const body = (await res.json().catch(() => ({}))) as {
      error?: string
      deleted?: Record<string, number>
    }
    if (!res.ok || !body.deleted) {
      setResult({ ok: false, text: body.error ?? 'Bir hata oluştu.' })
      return
    }
    const d = body.deleted
    setResult({
      ok: true,
      text: `Silindi: ${d['contact-requests'] ?? 0} iletişim / teklif talebi, ${d['dealer-applications'] ?? 0} bayilik başvurusu.`,
    })
  }

  return (
    <form
      className="kvkk-tool"
      onSubmit={(event) => event.preventDefault()}
      aria-labelledby="kvkk-tool-title"
    >
      <h3 id="kvkk-tool-title">KVKK başvurusu: bir kişinin verileri</h3>
      <TextInput
        path="kvkkMail"
        label="E-posta adresi"
        required
        value={mail}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setMail(event.target.value)}
        htmlAttributes={{ autoComplete: 'off' }}
      />
      <div className="kvkk-tool__actions">
        <Button
          el="anchor"
          url={address ? `${endpoint}?mail=${encodeURIComponent(address)}` : undefined}
          buttonStyle="secondary"
          size="medium"
          disabled={!address}
        >
          Verilerini dışa aktar (JSON)
        </Button>
        <Button
          buttonStyle="error"
          size="medium"
          disabled={!address}
          onClick={() => openModal(confirmSlug)}
        >
          Verilerini sil
        </Button>
      </div>
      <div className="kvkk-tool__status" role="status">
        {result && <Banner type={result.ok ? 'success' : 'error'}>{result.text}</Banner>}
      </div>
      <ConfirmationModal
        modalSlug={confirmSlug}
        heading="Veriler kalıcı olarak silinsin mi?"
        body={`${address} adresine ait bütün talepler kalıcı olarak silinecek. Emin misiniz?`}
        confirmLabel="Verilerini sil"
        confirmingLabel="Siliniyor…"
        cancelLabel="Vazgeç"
        onConfirm={erase}
      />
    </form>
  )
}
