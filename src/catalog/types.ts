/** The shapes of spec section 3, served by /api/* and read by the pages. Field names as the spec. */

export interface ProductCardDTO {
  slug: string
  name: string
  sku: string
  brand_name: string | null
  cover_photo: string | null
}

export interface RelatedProductDTO {
  slug: string
  name: string
  cover_photo: string | null
}

export interface ProductDTO {
  id: string | number
  name: string
  slug: string
  sku: string
  brief: string
  description: string
  cover_photo: string | null
  images: string[]
  category: { name: string; slug: string; parent: { name: string; slug: string } | null } | null
  brand: { name: string; slug: string; image: string | null } | null
  specifications: { label: string; value: string }[]
  /** Filterable specifications (our addition), in the attributes' order. */
  attributes: ProductAttributeDTO[]
  datasheet: string | null
  related_products: RelatedProductDTO[]
  updated_at: string
}

export interface ProductAttributeDTO {
  slug: string
  name: string
  unit: string | null
  value: string
  /** The value as shown: a decimal comma, then the unit ("2,8 mm"). */
  display: string
}

export interface SearchSuggestionDTO {
  id: string | number
  name: string
  slug: string
  sku: string
  cover_image: string | null
  images: string[]
}

export interface CategoryNodeDTO {
  name: string
  slug: string
  image: string | null
  parent: string | null
  children: CategoryNodeDTO[]
}

export interface CategoryDTO {
  name: string
  slug: string
  description: string | null
  image: string | null
  parent: { name: string; slug: string } | null
  children: { name: string; slug: string }[]
  products: ProductCardDTO[]
}

export interface BrandSummaryDTO {
  name: string
  slug: string
  image: string | null
}

export interface BrandDTO extends BrandSummaryDTO {
  products: ProductCardDTO[]
}

export interface PageDTO {
  title: string
  slug: string
  cover_photo: string | null
  body: string
}

export interface PopularProductDTO {
  name: string
  slug: string
  cover_photo: string | null
}

export interface KnowledgeItemDTO {
  title: string
  image: string | null
  content: string
}

export interface SlideDTO {
  title: string
  subtitle: string | null
  link: string
  image: string | null
  mobile_image: string | null
}
