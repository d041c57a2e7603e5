import { Pagination } from '@/demo/components/Pagination'
import { OrdersTable } from '@/demo/components/OrdersTable'
import { listOrdersPage, ORDER_PAGES } from '@/demo/data/account'
import { demoMetadata } from '@/demo/metadata'

export const metadata = demoMetadata('Order History')

/** Order history: 3 demo pages. */
export default async function OrdersPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const raw = (await searchParams).page
  const parsed = Number(Array.isArray(raw) ? raw[0] : raw)
  const page = Number.isInteger(parsed) && parsed >= 1 && parsed <= ORDER_PAGES ? parsed : 1
  return (
    <section className="demo-card-box">
      <h1 style={{ marginBlockStart: 0 }}>Order History</h1>
      <OrdersTable orders={listOrdersPage(page)} />
      <Pagination
        page={page}
        pages={ORDER_PAGES}
        href={(p) => (p === 1 ? '/account/orders' : `/account/orders?page=${p}`)}
        label="Orders pages"
      />
    </section>
  )
}
