import type { PageDTO } from '@/catalog/types'

import { type Crumb, PageHeader } from './Breadcrumb'
import { Img } from './Img'

/** A CMS page in the classic layout: title, cover photo, HTML body (spec "CMS page"). */
export function CmsPage({ page, crumbs }: { page: PageDTO; crumbs: Crumb[] }) {
  return (
    <>
      <PageHeader title={page.title} crumbs={crumbs} />
      <div className="container page">
        {page.cover_photo ? (
          <Img
            src={page.cover_photo}
            alt=""
            width={1200}
            height={400}
            priority
            className="cms-cover"
          />
        ) : null}
        <div className="prose" dangerouslySetInnerHTML={{ __html: page.body }} />
      </div>
    </>
  )
}
