import Link from 'next/link'

export interface Crumb {
  title: string
  url?: string
}

export function PageHeader({ title, crumbs }: { title?: string; crumbs: Crumb[] }) {
  return (
    <div className="demo-page-header">
      <div className="demo-container">
        <nav aria-label="Breadcrumb">
          <ol className="demo-breadcrumb">
            <li>
              <Link href="/home-two">Home</Link>
            </li>
            {crumbs.map((crumb) => (
              <li key={crumb.title}>
                {crumb.url ? (
                  <Link href={crumb.url}>{crumb.title}</Link>
                ) : (
                  <span aria-current="page">{crumb.title}</span>
                )}
              </li>
            ))}
          </ol>
        </nav>
        {title && <h1 className="demo-page-header__title">{title}</h1>}
      </div>
    </div>
  )
}
