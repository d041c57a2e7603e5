import { describe, expect, it } from 'vitest'

import { ACK_DEFAULTS, ackKey, buildAcknowledgementMail, istanbulDay } from '@/leads/acknowledge'
import { buildAssignmentMail } from '@/leads/assignMail'
import { appendStatusChange, mergeNotes } from '@/leads/inbox'
import { productLabelOf, productLines } from '@/leads/productLabel'

const now = new Date('2026-11-26T11:44:00.000Z')
const earlier = '2026-11-20T08:00:00.000Z'

describe('notes are append-only', () => {
  const saved = [{ id: 'n1', text: 'İlk not', author: { id: 3 }, at: earlier }]

  it('stamps a new note with its author and the time', () => {
    const notes = mergeNotes(
      [...saved, { id: 'new', text: 'İkinci not', author: 99 }],
      saved,
      7,
      now,
    )
    expect(notes).toEqual([
      { id: 'n1', text: 'İlk not', author: 3, at: earlier },
      { id: 'new', text: 'İkinci not', author: 7, at: now.toISOString() },
    ])
  })

  it('keeps a saved note as it was when someone changes or drops it', () => {
    const changed = mergeNotes(
      [{ id: 'n1', text: 'Değiştirildi', author: 7, at: now.toISOString() }],
      saved,
      7,
      now,
    )
    expect(changed).toEqual([{ id: 'n1', text: 'İlk not', author: 3, at: earlier }])
    expect(mergeNotes([], saved, 7, now)).toEqual(changed)
  })

  it('takes rows without an id as new', () => {
    expect(mergeNotes([{ text: 'Yeni' }], [], 5, now)).toEqual([
      { text: 'Yeni', author: 5, at: now.toISOString() },
    ])
  })
})

describe('status history', () => {
  it('records who changed the status, from what, to what and when', () => {
    expect(appendStatusChange([], 'yeni', 'islemde', 4, now)).toEqual([
      { from: 'yeni', to: 'islemde', by: 4, at: now.toISOString() },
    ])
  })

  it('adds nothing when the status stays', () => {
    const history = [{ id: 'h', from: 'yeni', to: 'islemde', by: { id: 4 }, at: earlier }]
    expect(appendStatusChange(history, 'islemde', 'islemde', 4, now)).toEqual([
      { id: 'h', from: 'yeni', to: 'islemde', by: 4, at: earlier },
    ])
  })
})

describe('product label', () => {
  it("is the catalogue's code and name, not the slug", () => {
    expect(productLabelOf({ sku: 'IPC-4', name: 'IP Kamera' }, null, 'ip-kamera')).toBe(
      'IPC-4 — IP Kamera',
    )
    expect(
      productLabelOf(null, [
        { sku: 'A1', name: 'Birinci' },
        { sku: 'B2', name: 'İkinci' },
      ]),
    ).toBe('A1 — Birinci; B2 — İkinci')
    expect(productLabelOf(12, null, 'bilinmeyen-urun')).toBe('bilinmeyen-urun')
    expect(productLines(12, null)).toEqual([])
  })
})

describe('acknowledgement mail', () => {
  const settings = {
    enabled: true,
    subject: 'Talebiniz <alındı>',
    text: 'Teşekkürler & görüşmek üzere.',
  }
  const mail = buildAcknowledgementMail('ayse@example.com', settings, ['IPC-4 — IP Kamera <4MP>'], {
    replyTo: 'satis@vitrin.example',
    lead: 'contact-requests/42',
  })

  it('carries only our text and the product name and code, HTML escaped', () => {
    expect(mail.to).toBe('ayse@example.com')
    expect(mail.replyTo).toBe('satis@vitrin.example')
    expect(mail.subject).toBe('Talebiniz <alındı>')
    expect(mail.text).toBe(
      'Teşekkürler & görüşmek üzere.\n\nSorduğunuz ürün:\n- IPC-4 — IP Kamera <4MP>',
    )
    expect(mail.html).toContain('Teşekkürler &amp; görüşmek üzere.')
    expect(mail.html).toContain('<li>IPC-4 — IP Kamera &lt;4MP&gt;</li>')
    expect(mail.html).not.toContain('<4MP>')
  })

  it('has no room for what the visitor typed', () => {
    // The builder takes no name, message or company: only the address it goes to.
    expect(buildAcknowledgementMail.length).toBe(4)
    expect(JSON.stringify(mail)).not.toMatch(/Ayşe|Mesaj/)
  })

  it('falls back to the default text and never breaks the subject line', () => {
    const plain = buildAcknowledgementMail('a@b.c', { subject: 'A\r\nBcc: x@y.z', text: ' ' }, [], {
      lead: 'dealer-applications/1',
    })
    expect(plain.subject).toBe('A Bcc: x@y.z')
    expect(plain.text).toBe(ACK_DEFAULTS.text)
    expect(plain.replyTo).toBeUndefined()
  })

  it('keys one mail per address and Istanbul day', () => {
    expect(istanbulDay(new Date('2026-11-26T21:30:00.000Z'))).toBe('2026-11-27')
    expect(ackKey(' Ayse@Example.COM ', now)).toBe('ayse@example.com|2026-11-26')
    expect(ackKey('INFO@x.com', now)).toBe(ackKey('info@x.com', now))
  })
})

describe('assignment mail', () => {
  it('tells the assignee what was assigned, with a link', () => {
    const mail = buildAssignmentMail(
      'contact-requests',
      { id: 42, name: 'Ayşe <Y>', corporation: 'Güven', productLabel: 'IPC-4 — IP Kamera' },
      'satis@vitrin.example',
      'https://www.ornek.com.tr/',
    )
    expect(mail.to).toBe('satis@vitrin.example')
    expect(mail.subject).toBe('Size bir talep atandı: İletişim / teklif talebi — Güven (Ayşe <Y>)')
    expect(mail.text).toContain('Ürün: IPC-4 — IP Kamera')
    expect(mail.text).toContain('https://www.ornek.com.tr/admin/collections/contact-requests/42')
    expect(mail.html).toContain('Güven (Ayşe &lt;Y&gt;)')
    expect(mail.headers).toEqual({ 'X-Vitrin-Assignment': 'contact-requests/42' })
  })
})
