/** Types of the template demo (spec section 3, "Demo ..." entities). Static sample data only. */

export type LocaleCode = 'en' | 'ru' | 'ar'
export type CurrencyCode = 'EUR' | 'GBP' | 'USD' | 'RUB'

export interface Currency {
  code: CurrencyCode
  symbol: string
  name: string
}

export interface Locale {
  code: LocaleCode
  name: string
  direction: 'ltr' | 'rtl'
}

export interface AttributeValue {
  name: string
  slug: string
}

export interface ProductAttribute {
  name: string
  slug: string
  featured: boolean
  values: AttributeValue[]
}

export type ProductBadge = 'new' | 'hot' | 'sale'
export type Availability = 'in-stock' | 'out-of-stock' | 'on-backorder'

export interface DemoProduct {
  id: number
  slug: string
  name: string
  sku: string
  price: number
  compareAtPrice: number | null
  images: string[]
  badges: ProductBadge[]
  /** 1 to 5 stars. */
  rating: number
  /** Number of reviews. */
  reviews: number
  availability: Availability
  brand: { slug: string; name: string }
  brand_name: string
  /** Category slugs. */
  categories: string[]
  attributes: ProductAttribute[]
  cover_photo: string
}

export interface DemoCategory {
  id: number
  name: string
  slug: string
  image: string
  items: number
  parent: string | null
  children: DemoCategory[]
}

export interface CartItemOption {
  optionTitle: string
  valueTitle: string
}

export interface CartItem {
  id: number
  product: DemoProduct
  options: CartItemOption[]
  price: number
  quantity: number
  total: number
}

export interface CartTotal {
  type: 'shipping' | 'tax'
  title: string
  price: number
}

export interface Cart {
  lastItemId: number
  quantity: number
  items: CartItem[]
  subtotal: number
  extraLines: CartTotal[]
  total: number
}

export type OrderStatus = 'Pending' | 'Shipped' | 'Completed' | 'On hold'

export interface DemoAddress {
  id: number
  default: boolean
  firstName: string
  lastName: string
  email: string
  phone: string
  country: string
  city: string
  postcode: string
  address: string
}

export interface OrderItem {
  id: number
  slug: string
  name: string
  image: string
  options: CartItemOption[]
  price: number
  quantity: number
  total: number
}

export interface DemoOrder {
  id: number
  date: string
  status: OrderStatus
  items: OrderItem[]
  additionalLines: { label: string; total: number }[]
  quantity: number
  subtotal: number
  total: number
  paymentMethod: string
  shippingAddress: Omit<DemoAddress, 'id' | 'default'>
  billingAddress: Omit<DemoAddress, 'id' | 'default'>
}

export interface BlogPost {
  id: number
  slug: string
  title: string
  image: string
  categories: string[]
  date: string
  author: string
  commentsCount: number
  text: string
}

export interface BlogComment {
  id: number
  avatar: string
  author: string
  date: string
  text: string
  postTitle: string
  children: BlogComment[]
}

export type FilterType = 'check' | 'color' | 'radio' | 'range'

export interface FilterItem {
  slug: string
  name: string
  count: number
  color?: string
}

export interface CheckFilter {
  type: 'check' | 'color' | 'radio'
  slug: string
  name: string
  items: FilterItem[]
  /** Selected slugs (radio: at most one). */
  value: string[]
}

export interface RangeFilter {
  type: 'range'
  slug: string
  name: string
  min: number
  max: number
  value: [number, number]
}

export type ListFilter = CheckFilter | RangeFilter

export interface ListOptions {
  page: number
  limit: number
  sort: string
}

export interface ProductsList {
  items: DemoProduct[]
  page: number
  limit: number
  sort: string
  total: number
  pages: number
  from: number
  to: number
  filters: ListFilter[]
}
