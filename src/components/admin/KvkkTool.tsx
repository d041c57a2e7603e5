'use client'

import { useState } from 'react'

/** Admin only (on the dashboard): export or erase everything held about one e-mail address. */
export function KvkkTool() {
  const [mail, setMail] = useState('')
  const [message, setMessage] = useState<string | null>(null)
  const endpoint = '/cms-api/contact-requests/kvkk'

  async function erase() {
    if (
      !window.confirm(`${mail} adresine ait bütün talepler kalıcı olarak silinecek. Emin misiniz?`)
    )
      return
    const res = await fetch(`${endpoint}/erase`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ mail }),
    })
    const body = (await res.json().catch(() => ({}))) as {
      error?: string
      deleted?: Record<string, number>
    }
    if (!res.ok || !body.deleted) {
      setMessage(body.error ?? 'Bir hata oluştu.')
      return
    }
    const d = body.deleted
    setMessage(
      `Silindi: ${d['contact-requests'] ?? 0} iletişim / teklif talebi, ${d['dealer-applications'] ?? 0} bayilik başvurusu.`,
    )
  }

  return (
    <form
      onSubmit={(event) => event.preventDefault()}
      style={{ marginTop: 'calc(var(--base) * 2)', maxWidth: 640 }}
      aria-label="KVKK başvurusu"
    >
      <h3>KVKK başvurusu: bir kişinin verileri</h3>
      <label htmlFor="kvkk-mail">E-posta adresi</label>
      <input
        id="kvkk-mail"
        type="email"
        required
        value={mail}
        onChange={(event) => setMail(event.target.value)}
        style={{ display: 'block', width: '100%', margin: '4px 0 var(--base)' }}
      />
      <div style={{ display: 'flex', gap: 'var(--base)' }}>
        <a
          className="btn btn--style-secondary btn--size-small"
          href={mail ? `${endpoint}?mail=${encodeURIComponent(mail)}` : undefined}
          aria-disabled={!mail}
        >
          Verilerini dışa aktar (JSON)
        </a>
        <button
          type="button"
          className="btn btn--style-primary btn--size-small"
          onClick={erase}
          disabled={!mail}
        >
          Verilerini sil
        </button>
      </div>
      {message && <p role="status">{message}</p>}
    </form>
  )
}
