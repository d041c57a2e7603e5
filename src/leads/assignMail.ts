/**
 * The mail to a staff member a lead was assigned to: Turkish, what the lead is and a link to it.
 * Pure: src/leads/jobs/sendAssignmentMail.ts reads the lead and sends what this returns.
 */
import { escapeHtml, oneLine, siteOrigin, type LeadCollection } from './notify'

export interface LeadForAssignment {
  id: number | string
  name: string
  corporation?: string | null
  productLabel?: string | null
}

export interface AssignmentMail {
  to: string
  subject: string
  text: string
  html: string
  headers: Record<string, string>
}

const KIND: Record<LeadCollection, string> = {
  'contact-requests': 'İletişim / teklif talebi',
  'dealer-applications': 'Bayilik başvurusu',
}

export function buildAssignmentMail(
  collection: LeadCollection,
  lead: LeadForAssignment,
  to: string,
  siteUrl = siteOrigin(),
): AssignmentMail {
  const adminUrl = `${siteUrl.replace(/\/$/, '')}/admin/collections/${collection}/${lead.id}`
  const who = lead.corporation ? `${lead.corporation} (${lead.name})` : lead.name
  const rows: [string, string][] = [
    ['Tür', KIND[collection]],
    ['Gönderen', who],
  ]
  if (lead.productLabel) rows.push(['Ürün', lead.productLabel])
  const text = [
    'Size bir talep atandı.',
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `Yönetim panelinde aç: ${adminUrl}`,
  ].join('\n')
  const html = [
    '<!doctype html><html lang="tr"><body style="font-family:Arial,sans-serif;color:#222">',
    '<h2 style="font-size:18px">Size bir talep atandı</h2>',
    '<table cellpadding="6" style="border-collapse:collapse">',
    ...rows.map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    `<p><a href="${escapeHtml(adminUrl)}">Yönetim panelinde aç</a></p>`,
    '</body></html>',
  ].join('\n')
  return {
    to,
    subject: oneLine(`Size bir talep atandı: ${KIND[collection]} — ${who}`),
    text,
    html,
    headers: { 'X-Vitrin-Assignment': `${collection}/${lead.id}` },
  }
}
