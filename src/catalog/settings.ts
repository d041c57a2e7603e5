import 'server-only'

import { getPayloadClient } from '@/lib/payload'

import { cachedRead } from '@/lib/cache'
import { whatsappDigits } from '@/lib/validation/fields'

export interface ContactBlockDTO {
  title: string | null
  text: string | null
  phone: string | null
  email: string | null
}

export interface SiteSettingsDTO {
  siteName: string
  legalName: string | null
  address: string | null
  phones: { label: string | null; number: string }[]
  email: string | null
  /** WhatsApp number as wa.me takes it (digits with country code), or null: no button. */
  whatsapp: string | null
  social: { linkedin: string | null; twitter: string | null; facebook: string | null }
  map: { lat: number | null; lng: number | null; zoom: number }
  sales: ContactBlockDTO
  support: ContactBlockDTO
}

export interface HumanResourcesDTO {
  intro: string | null
  values: { title: string; text: string | null }[]
  recruitment: string | null
  benefits: string[]
  development: string | null
}

const block = (b: Partial<ContactBlockDTO> | null | undefined): ContactBlockDTO => ({
  title: b?.title ?? null,
  text: b?.text ?? null,
  phone: b?.phone ?? null,
  email: b?.email ?? null,
})

/** Public site settings (never the lead recipients), once per request. */
export const getSiteSettings = cachedRead(
  'siteSettings',
  ['globals:site-settings'],
  async (): Promise<SiteSettingsDTO> => {
    const payload = await getPayloadClient()
    const s = await payload.findGlobal({ slug: 'site-settings', overrideAccess: false, depth: 0 })
    return {
      siteName: s.siteName || 'Vitrin',
      legalName: s.legalName ?? null,
      address: s.address ?? null,
      phones: (s.phones ?? []).map((p) => ({ label: p.label ?? null, number: p.number })),
      email: s.email ?? null,
      whatsapp: s.whatsapp ? whatsappDigits(s.whatsapp.trim()) : null,
      social: {
        linkedin: s.social?.linkedin ?? null,
        twitter: s.social?.twitter ?? null,
        facebook: s.social?.facebook ?? null,
      },
      map: { lat: s.map?.lat ?? null, lng: s.map?.lng ?? null, zoom: s.map?.zoom ?? 15 },
      sales: block(s.sales),
      support: block(s.support),
    }
  },
)

export const getHumanResources = cachedRead(
  'humanResources',
  ['globals:human-resources'],
  async (): Promise<HumanResourcesDTO> => {
    const payload = await getPayloadClient()
    const hr = await payload.findGlobal({
      slug: 'human-resources',
      overrideAccess: false,
      depth: 0,
    })
    return {
      intro: hr.intro ?? null,
      values: (hr.values ?? []).map((v) => ({ title: v.title, text: v.text ?? null })),
      recruitment: hr.recruitment ?? null,
      benefits: (hr.benefits ?? []).map((b) => b.text),
      development: hr.development ?? null,
    }
  },
)
