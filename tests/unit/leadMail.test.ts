import { describe, expect, it } from 'vitest'

import { leadExportSheet } from '@/leads/export'
import { tooManyRequestsText } from '@/leads/messages'
import { anonymisedMail, retentionMonths } from '@/leads/kvkk'
import { buildLeadMail, escapeHtml, parseRecipients } from '@/leads/notify'
import { buildAcknowledgementMail } from '@/leads/acknowledge'
import { LEAD_REFERENCE, leadReference } from '@/leads/reference'
import { csvLine } from '@/backoffice/sheets'
import type { ContactRequest } from '@/payload-types'

const lead = {
  id: 42,
  name: 'Ayşe <Yılmaz>',
  corporation: 'Güven & Teknik "Ltd"',
  mail: 'ayse@example.com',
  phone: '+90 532 123 45 67',
  kvkk: '1',
  message: 'Fiyat <script>alert(1)</script>\nteşekkürler',
  productSlug: 'ip-kamera-4mp',
  productName: 'IP Kamera 4MP',
  receivedAt: '2026-11-21T09:30:00.000Z',
  ip: '203.0.113.7',
  consentVersion: '2026-11',
}

describe('lead notification mail', () => {
  const mail = buildLeadMail(
    'contact-requests',
    lead,
    ['satis@example.com'],
    'https://www.ornek.com.tr/',
  )

  it('is a Turkish quote mail to the recipients, replying to the sender', () => {
    expect(mail.to).toEqual(['satis@example.com'])
    expect(mail.replyTo).toBe('ayse@example.com')
    expect(mail.subject).toBe(
      'Yeni teklif talebi TLP-2026-000042: IP Kamera 4MP — Güven & Teknik "Ltd" (Ayşe <Yılmaz>)',
    )
    expect(mail.headers['X-Vitrin-Lead']).toBe('contact-requests/42')
    expect(mail.messageId).toBe('<lead-contact-requests-42@www.ornek.com.tr>')
  })

  it('lists every field with the absolute product link in text and HTML', () => {
    for (const part of [
      'Ayşe <Yılmaz>',
      '+90 532 123 45 67',
      'Onay verdi',
      '2026-11',
      '203.0.113.7',
    ])
      expect(mail.text).toContain(part)
    expect(mail.text).toContain('https://www.ornek.com.tr/urunler/urun/ip-kamera-4mp')
    expect(mail.text).toContain('21 Kasım 2026 12:30')
    expect(mail.text).toContain('Talep no: TLP-2026-000042')
    expect(mail.html).toContain('href="https://www.ornek.com.tr/urunler/urun/ip-kamera-4mp"')
    expect(mail.html).toContain('https://www.ornek.com.tr/admin/collections/contact-requests/42')
  })

  it('links the phone with its country code', () => {
    expect(mail.html).toContain('<a href="tel:+905321234567">+90 532 123 45 67</a>')
  })

  it("shows a dealer's company, city and consent", () => {
    const dealer = buildLeadMail(
      'dealer-applications',
      { ...lead, corporation: 'Işık Ltd.', city: 'Şanlıurfa', message: null, productSlug: null },
      [],
    )
    expect(dealer.subject).toBe('Yeni bayilik başvurusu BAY-2026-000042: Işık Ltd. (Ayşe <Yılmaz>)')
    for (const part of ['Kurum: Işık Ltd.', 'Şehir: Şanlıurfa', 'KVKK onayı: Onay verdi'])
      expect(dealer.text).toContain(part)
  })

  it('lists a quote list as a table of code, name and quantity', () => {
    const quote = buildLeadMail(
      'contact-requests',
      {
        ...lead,
        productSlug: null,
        items: [
          { sku: 'DS-2CD<1>', name: 'Kamera & Lens', quantity: 8, slug: 'kamera-lens' },
          { sku: 'NVR-16', name: 'Kayıt cihazı', quantity: 1, slug: 'nvr-16' },
        ],
      },
      [],
      'https://www.ornek.com.tr',
    )
    expect(quote.subject).toBe(
      'Yeni teklif talebi TLP-2026-000042: 2 ürün — Güven & Teknik "Ltd" (Ayşe <Yılmaz>)',
    )
    expect(quote.text).toContain(
      'Teklif listesi:\n- DS-2CD<1> — Kamera & Lens × 8\n- NVR-16 — Kayıt cihazı × 1',
    )
    expect(quote.html).toContain('<td style="border-bottom:1px solid #eee">DS-2CD&lt;1&gt;</td>')
    expect(quote.html).toContain(
      '<a href="https://www.ornek.com.tr/urunler/urun/kamera-lens">Kamera &amp; Lens</a>',
    )
    expect(quote.html).toContain('<td align="right" style="border-bottom:1px solid #eee">8</td>')
  })

  it('escapes every value in the HTML', () => {
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).toContain('Fiyat &lt;script&gt;alert(1)&lt;/script&gt;<br>teşekkürler')
    expect(mail.html).toContain('Güven &amp; Teknik &quot;Ltd&quot;')
    expect(escapeHtml(`<a href="x" onclick='y'>&`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;',
    )
  })

  it('never lets a line break into the subject', () => {
    const evil = buildLeadMail('dealer-applications', { ...lead, name: 'A\r\nBcc: x@y.z' }, [])
    expect(evil.subject).toBe(
      'Yeni bayilik başvurusu BAY-2026-000042: Güven & Teknik "Ltd" (A Bcc: x@y.z)',
    )
  })

  it('calls a contact without product a message, not a quote', () => {
    const contact = buildLeadMail('contact-requests', { ...lead, productSlug: null }, [])
    expect(contact.subject).toMatch(/^Yeni iletişim mesajı TLP-2026-000042: /)
    expect(contact.text).not.toContain('/urunler/urun/')
  })
})

describe('lead helpers', () => {
  it('parses recipient lists', () => {
    expect(parseRecipients('a@x.com, b@y.com;a@x.com', null, ' c@z.com bozuk')).toEqual([
      'a@x.com',
      'b@y.com',
      'c@z.com',
    ])
    expect(parseRecipients(undefined, '')).toEqual([])
  })

  it('exports rows with Istanbul times, the product label and the notes, `;` in CSV', () => {
    const doc = {
      ...lead,
      corporation: '=1+2',
      status: 'yeni',
      productLabel: 'IPC-4MP — IP Kamera 4MP',
      notifiedAt: '2026-11-21T09:31:00.000Z',
      notes: [
        { id: 'a', text: 'Aradım; yarın dönecek.', author: 7, at: '2026-11-21T21:05:00.000Z' },
        { id: 'b', text: 'Teklif gönderildi.', author: 99, at: '2026-11-22T08:00:00.000Z' },
      ],
      createdAt: '',
      updatedAt: '',
    } as unknown as ContactRequest
    const names = (ref: unknown) => (ref === 7 ? 'Ayla Satış' : '')
    const { headers, rows } = leadExportSheet('contact-requests', [doc], names)
    const row = Object.fromEntries(headers.map((h, i) => [h, rows[0]![i]]))
    expect(headers.slice(0, 3)).toEqual(['Kayıt no', 'Alınma zamanı', 'Durum'])
    // Real dates: CSV writes them as Istanbul text, XLSX as Excel dates (sheets.test.ts).
    expect(row['Alınma zamanı']).toEqual(new Date(lead.receivedAt))
    expect(row['Bildirim gönderildi']).toEqual(new Date('2026-11-21T09:31:00.000Z'))
    expect(row['Durum']).toBe('Yeni')
    expect(row['Ürün']).toBe('IPC-4MP — IP Kamera 4MP')
    expect(row['Notlar']).toBe(
      '22.11.2026 00:05 Ayla Satış: Aradım; yarın dönecek.\n22.11.2026 11:00 Teklif gönderildi.',
    )
    const line = csvLine(rows[0]!)
    expect(line.split(';').slice(0, 2)).toEqual(['42', '21.11.2026 12:30'])
    expect(line).toContain(";'=1+2;")
    expect(line).toContain('"22.11.2026 00:05 Ayla Satış: Aradım; yarın dönecek.')
    expect(csvLine(headers).startsWith('Kayıt no;Alınma zamanı;Durum')).toBe(true)
  })

  it('tells a refused sender when to try again, and the sales phone to call meanwhile', () => {
    expect(tooManyRequestsText(599, '+90 (216) 555 12 34')).toBe(
      'Çok fazla istek gönderdiniz. Lütfen 10 dakika sonra tekrar deneyiniz ya da satış ekibimizi arayınız: +90 (216) 555 12 34.',
    )
    expect(tooManyRequestsText(30, null)).toBe(
      'Çok fazla istek gönderdiniz. Lütfen 1 dakika sonra tekrar deneyiniz.',
    )
  })

  it('exports a dealer application with its own columns', () => {
    const { headers } = leadExportSheet('dealer-applications', [], () => '')
    expect(headers).toContain('Şehir')
    expect(headers).not.toContain('Ürün')
    expect(headers.at(-1)).toBe('Notlar')
  })

  it('reads the retention period and makes anonymous addresses', () => {
    expect(retentionMonths({} as NodeJS.ProcessEnv)).toBe(24)
    expect(retentionMonths({ LEAD_RETENTION_MONTHS: '6' } as unknown as NodeJS.ProcessEnv)).toBe(6)
    expect(retentionMonths({ LEAD_RETENTION_MONTHS: '-1' } as unknown as NodeJS.ProcessEnv)).toBe(
      24,
    )
    expect(anonymisedMail(7)).toBe('anonim-7@anonim.invalid')
  })
})

describe('request numbers', () => {
  it('are the prefix, the Istanbul year and the record number: TLP for requests, BAY for dealers', () => {
    expect(leadReference('contact-requests', 123, '2026-06-01T10:00:00Z')).toBe('TLP-2026-000123')
    expect(leadReference('dealer-applications', 7, '2026-06-01T10:00:00Z')).toBe('BAY-2026-000007')
    // 31 December 22:30 UTC is already the new year in Istanbul.
    expect(leadReference('contact-requests', 9, '2026-12-31T22:30:00Z')).toBe('TLP-2027-000009')
    expect(leadReference('contact-requests', 1234567, '2026-06-01T10:00:00Z')).toMatch(
      LEAD_REFERENCE,
    )
  })

  it('reach the customer in the acknowledgement', () => {
    const mail = buildAcknowledgementMail('a@example.com', { enabled: true }, [], {
      lead: 'contact-requests/5',
      reference: 'TLP-2026-000005',
    })
    expect(mail.text).toContain('Talep numaranız: TLP-2026-000005')
    expect(mail.html).toContain('Talep numaranız: TLP-2026-000005')
  })
})
