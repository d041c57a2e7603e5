import { Link } from './Link'

export interface Crumb {
  name: string
  href?: string
}

/** Visible breadcrumb; the same trail feeds the BreadcrumbList JSON-LD on product pages. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol>
        {items.map((c, i) =>
          c.href && i < items.length - 1 ? (
            <li key={i}>
              <Link href={c.href}>{c.name}</Link>
            </li>
          ) : (
            <li key={i} aria-current="page">
              {c.name}
            </li>
          ),
        )}
      </ol>
    </nav>
  )
}

export function PageHeader({
  title,
  crumbs,
  lead,
}: {
  title: string
  crumbs: Crumb[]
  lead?: string
}) {
  return (
    <div className="page-header">
      <div className="container">
        <Breadcrumb items={crumbs} />
        <h1>{title}</h1>
        {lead ? <p className="page-lead">{lead}</p> : null}
      </div>
    </div>
  )
}
