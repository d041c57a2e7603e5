import type { Field, GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { canEditCatalog } from '@/access/canEditCatalog'
import { hasRole } from '@/access/roles'
import { invalidateGlobal } from '@/lib/cache/invalidate'
import { ACK_DEFAULTS } from '@/leads/acknowledge'
import { whatsappDigits } from '@/lib/validation/fields'
import { validateLink } from '@/lib/validation/links'

const contactBlock = (name: string, label: string) => ({
  name,
  label,
  type: 'group' as const,
  admin: {
    description: 'Başlık, metin, telefon ve e-posta: sitenin iletişim kutusunda gösterilir.',
  },
  fields: [
    { name: 'title', label: 'Başlık', type: 'text' as const },
    { name: 'text', label: 'Metin', type: 'textarea' as const },
    { name: 'phone', label: 'Telefon', type: 'text' as const },
    { name: 'email', label: 'E-posta', type: 'email' as const },
  ],
})

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  hooks: { afterChange: [invalidateGlobal('site-settings')] },
  label: 'Site Ayarları',
  admin: { group: 'Yönetim' },
  access: { read: anyone, update: canEditCatalog },
  fields: [
    {
      // Unnamed tabs: a layout only, the stored fields stay where they were.
      type: 'tabs',
      tabs: [
        {
          label: 'Genel',
          fields: [
            {
              name: 'siteName',
              label: 'Site adı',
              type: 'text',
              required: true,
              defaultValue: 'Vitrin',
            },
            { name: 'legalName', label: 'Ticari unvan', type: 'text' },
            { name: 'address', label: 'Adres', type: 'textarea' },
            {
              name: 'phones',
              label: 'Telefonlar',
              labels: { singular: 'Telefon', plural: 'Telefonlar' },
              type: 'array',
              fields: [
                { name: 'label', label: 'Etiket', type: 'text' },
                { name: 'number', label: 'Numara', type: 'text', required: true },
              ],
            },
            { name: 'email', label: 'E-posta', type: 'email' },
            {
              name: 'whatsapp',
              label: 'WhatsApp numarası',
              type: 'text',
              admin: {
                description:
                  'Ürün sayfasındaki "WhatsApp ile sor" düğmesinin numarası (ör. 0532 123 45 67). Boşsa düğme gösterilmez.',
              },
              validate: (value: unknown) =>
                !value || (typeof value === 'string' && whatsappDigits(value.trim()))
                  ? true
                  : 'Geçerli bir cep telefonu numarası giriniz (ör. 0532 123 45 67 veya +90 532 123 45 67).',
            },
            {
              name: 'social',
              label: 'Sosyal medya',
              type: 'group',
              // Rendered as hrefs in the footer: http(s) only, never javascript:.
              fields: [
                { name: 'linkedin', label: 'LinkedIn', type: 'text', validate: validateLink },
                { name: 'twitter', label: 'Twitter', type: 'text', validate: validateLink },
                { name: 'facebook', label: 'Facebook', type: 'text', validate: validateLink },
              ],
            },
            {
              name: 'map',
              label: 'Harita konumu',
              type: 'group',
              fields: [
                { name: 'lat', label: 'Enlem', type: 'number' },
                { name: 'lng', label: 'Boylam', type: 'number' },
                { name: 'zoom', label: 'Yakınlaştırma', type: 'number', defaultValue: 15 },
              ],
            },
          ],
        },
        {
          label: 'İletişim kutuları',
          fields: [contactBlock('sales', 'Satış'), contactBlock('support', '7/24 Teknik Destek')],
        },
        {
          label: 'Talepler',
          fields: [
            recipientList('leadRecipients', 'Talep bildirimi alıcıları (ortak liste)'),
            recipientList(
              'quoteRecipients',
              'Teklif ve iletişim talepleri alıcıları',
              'Boş bırakılırsa ortak listeye gider.',
            ),
            recipientList(
              'dealerRecipients',
              'Bayilik başvuruları alıcıları',
              'Boş bırakılırsa ortak listeye gider.',
            ),
            {
              // Sent by src/leads/jobs/sendLeadAcknowledgement.ts: our words only, never the visitor's.
              name: 'acknowledgement',
              label: 'Müşteriye alındı e-postası',
              type: 'group',
              access: { read: ({ req: { user } }) => hasRole(user, 'admin', 'editor', 'sales') },
              admin: {
                description:
                  'Yeni talepte müşteriye gönderilir; yalnızca bu metni ve sorulan ürünlerin adı ile kodunu içerir. Bir adrese günde en çok bir e-posta gider.',
              },
              fields: [
                {
                  name: 'enabled',
                  label: 'Yeni talepte müşteriye alındı e-postası gönder',
                  type: 'checkbox',
                  defaultValue: false,
                },
                {
                  name: 'subject',
                  label: 'Konu',
                  type: 'text',
                  defaultValue: ACK_DEFAULTS.subject,
                  maxLength: 150,
                },
                {
                  name: 'text',
                  label: 'Metin',
                  type: 'textarea',
                  defaultValue: ACK_DEFAULTS.text,
                  maxLength: 2000,
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}

/** Who is mailed a new lead. Staff-only: never part of the public settings answer. */
function recipientList(name: string, label: string, description?: string): Field {
  return {
    name,
    label,
    labels: { singular: 'Alıcı', plural: 'Alıcılar' },
    type: 'array',
    access: { read: ({ req: { user } }) => hasRole(user, 'admin', 'editor', 'sales') },
    ...(description && { admin: { description } }),
    fields: [{ name: 'email', label: 'E-posta', type: 'email', required: true }],
  }
}
