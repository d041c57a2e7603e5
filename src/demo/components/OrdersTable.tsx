import Link from 'next/link'

import { formatDate } from '../state/format'
import type { DemoOrder } from '../types'
import { Price } from './Price.client'

export function OrdersTable({ orders }: { orders: DemoOrder[] }) {
  return (
    <div className="demo-table-wrap">
      <table className="demo-table">
        <thead>
          <tr>
            <th>Order</th>
            <th>Date</th>
            <th>Status</th>
            <th>Total</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <td>
                <Link href={`/account/orders/${order.id}`}>#{order.id}</Link>
              </td>
              <td>{formatDate(order.date)}</td>
              <td>
                <span className="demo-status">{order.status}</span>
              </td>
              <td>
                <Price value={order.total} /> for {order.quantity} item(s)
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
