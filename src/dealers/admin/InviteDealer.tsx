'use client'

import { Banner, Button, useDocumentInfo } from '@payloadcms/ui'
import { useState } from 'react'

/** A dealer user's page: (re)send the invitation that lets it set its password. */
export function InviteDealer() {
  const { id } = useDocumentInfo()
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null)
  const [busy, setBusy] = useState(false)
  if (!id)
    return (
      <p className="field-description">
        Şifre girmeden kaydederseniz kullanıcıya şifresini belirlemesi için {''}
        72 saat geçerli bir davet e-postası gönderilir.
      </p>
    )
  async function send() {
    setBusy(true)
    const res = await fetch(`/cms-api/dealers/${id}/davet`, {
      method: 'POST',
      credentials: 'include',
    }).catch(() => null)
    const body = (await res?.json().catch(() => ({}))) as { message?: string; error?: string }
    setResult(
      res?.ok
        ? { ok: true, text: body.message ?? 'Davet gönderildi.' }
        : { ok: false, text: body?.error ?? 'Sunucuya ulaşılamadı.' },
    )
    setBusy(false)
  }
  return (
    <div className="dealer-invite">
      <Button buttonStyle="secondary" size="medium" disabled={busy} onClick={send}>
        Davet e-postası gönder
      </Button>
      <div role="status">
        {result ? <Banner type={result.ok ? 'success' : 'error'}>{result.text}</Banner> : null}
      </div>
    </div>
  )
}
