import type { DemoAddress, DemoOrder, OrderItem, OrderStatus } from '../types'
import { PRODUCTS } from './products'

export const ADDRESSES: DemoAddress[] = [
  {
    id: 1,
    default: true,
    firstName: 'Helena',
    lastName: 'Garcia',
    email: 'helena@example.com',
    phone: '38 972 588-42-36',
    country: 'United States',
    city: 'New York',
    postcode: '115302',
    address: '715 Fake Street',
  },
  {
    id: 2,
    default: false,
    firstName: 'Jupiter',
    lastName: 'Saturnov',
    email: 'jupiter@example.com',
    phone: '700-781-8421',
    country: 'Russia',
    city: 'Moscow',
    postcode: '611029',
    address: '4b Sun Street',
  },
]

export function getAddressById(id: number): DemoAddress | null {
  return ADDRESSES.find((address) => address.id === id) ?? null
}

const STATUSES: OrderStatus[] = ['Pending', 'Shipped', 'Completed', 'On hold']
const SHIPPING = 25

function orderItems(seed: number): OrderItem[] {
  return [0, 1, 2].slice(0, (seed % 3) + 1).map((offset, index) => {
    const product = PRODUCTS[(seed * 3 + offset) % PRODUCTS.length]!
    const quantity = ((seed + index) % 3) + 1
    return {
      id: index + 1,
      slug: product.slug,
      name: product.name,
      image: product.cover_photo,
      options: [{ optionTitle: 'Color', valueTitle: product.attributes[0]?.values[0]?.name ?? '' }],
      price: product.price,
      quantity,
      total: product.price * quantity,
    }
  })
}

function address(index: number): Omit<DemoAddress, 'id' | 'default'> {
  const { id: _id, default: _default, ...rest } = ADDRESSES[index % ADDRESSES.length]!
  return rest
}

/** 30 demo orders: 3 pages of 10 (spec section 9). */
export const ORDERS: DemoOrder[] = Array.from({ length: 30 }, (_, index) => {
  const items = orderItems(index)
  const subtotal = items.reduce((sum, item) => sum + item.total, 0)
  const additionalLines = [
    { label: 'Shipping', total: SHIPPING },
    { label: 'Tax', total: 0 },
  ]
  const day = 28 - (index % 28)
  const month = 10 - Math.floor(index / 28)
  return {
    id: 8132 - index,
    date: `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    status: STATUSES[index % STATUSES.length]!,
    items,
    additionalLines,
    quantity: items.reduce((sum, item) => sum + item.quantity, 0),
    subtotal,
    total: subtotal + additionalLines.reduce((sum, line) => sum + line.total, 0),
    paymentMethod: 'Direct bank transfer',
    shippingAddress: address(index),
    billingAddress: address(index),
  }
})

export const ORDERS_PER_PAGE = 10
export const ORDER_PAGES = Math.ceil(ORDERS.length / ORDERS_PER_PAGE)

export function listOrdersPage(page: number): DemoOrder[] {
  const safe = Math.min(Math.max(1, page), ORDER_PAGES)
  return ORDERS.slice((safe - 1) * ORDERS_PER_PAGE, safe * ORDERS_PER_PAGE)
}

export function getOrderById(id: number): DemoOrder | null {
  return ORDERS.find((order) => order.id === id) ?? null
}
