// Framework-free, so tests and the benchmark use the demo catalogue without Payload.

import type { RichBlock } from '@/lib/lexical'

export type { RichBlock }

export interface SeedSubCategory {
  name: string
  slug: string
  order: number
}

export interface SeedCategory {
  name: string
  slug: string
  order: number
  description: string
  children: SeedSubCategory[]
}

export type BrandMark = 'circle' | 'square' | 'hexagon' | 'shield' | 'triangle' | 'bars'

export interface SeedBrand {
  name: string
  slug: string
  order: number
  /** 0-359, the brand colour used by the generated logo. */
  hue: number
  mark: BrandMark
  country: string
  /** Slugs of the top categories the brand makes products for. */
  focus: string[]
  skuPrefix: string
  /** Which code pattern the brand uses (see products.ts). */
  skuStyle: number
}

export type VisualKind =
  | 'bullet-camera'
  | 'dome-camera'
  | 'ptz-camera'
  | 'nvr'
  | 'disk'
  | 'reader'
  | 'turnstile'
  | 'panel'
  | 'detector'
  | 'siren'
  | 'smoke-detector'
  | 'lock'
  | 'lamp'
  | 'switch'
  | 'cable'
  | 'counter'
  | 'keypad'

export interface ProductVisual {
  kind: VisualKind
  /** 0-359, the accent colour of the drawing. */
  hue: number
  /** `variant % 4` picks the body style of the kind, `Math.floor(variant / 4)` a finish. */
  variant: number
}

export interface SeedProduct {
  sku: string
  slug: string
  name: string
  categorySlug: string
  brandSlug: string
  brief: string
  description: RichBlock[]
  specs: { label: string; value: string }[]
  /** 2-4 skus of the same or a neighbouring category, never the product itself. */
  relatedSkus: string[]
  visual: ProductVisual
  hasDatasheet: boolean
}

export interface SeedPage {
  slug: string
  title: string
  body: RichBlock[]
}

export interface SeedSlide {
  title: string
  subtitle: string
  link: string
  order: number
  hue: number
}

export interface SeedKnowledgeItem {
  title: string
  content: string
  hue: number
  icon: ProductVisual['kind']
}

export interface SeedHumanResources {
  intro: string
  values: { title: string; text: string }[]
  recruitment: string
  benefits: string[]
  development: string
}

export interface SeedSiteSettings {
  siteName: string
  legalName: string
  address: string
  phones: { label: string; number: string }[]
  email: string
  social: { linkedin: string; twitter: string; facebook: string }
  map: { lat: number; lng: number; zoom: number }
  sales: { title: string; text: string; phone: string; email: string }
  support: { title: string; text: string; phone: string; email: string }
  leadRecipients: string[]
}
