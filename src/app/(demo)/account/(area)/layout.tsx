import type { ReactNode } from 'react'

import { AccountNav } from '@/demo/components/AccountNav.client'
import { PageHeader } from '@/demo/components/Breadcrumb'

export default function AccountAreaLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHeader crumbs={[{ title: 'My Account' }]} />
      <div className="demo-container demo-account">
        <AccountNav />
        <div>{children}</div>
      </div>
    </>
  )
}
