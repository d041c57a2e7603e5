import { Banner, Button, Card } from '@payloadcms/ui'
import type { Payload, Where } from 'payload'

import { hasRole } from '@/access/roles'

import { KvkkTool } from './KvkkTool'

interface Props {
  payload: Payload
  user?: { role?: string | null } | null
}

const newLeadsQuery = '?where%5Bstatus%5D%5Bequals%5D=yeni'
const unsentLeadsQuery =
  '?where%5Band%5D%5B0%5D%5BnotifiedAt%5D%5Bexists%5D=false' +
  '&where%5Band%5D%5B1%5D%5BanonymisedAt%5D%5Bexists%5D=false'

/** Top of the admin dashboard: how many leads wait (status "yeni"), links to those lists. */
export async function LeadsDashboard({ payload, user }: Props) {
  if (!hasRole(user, 'admin', 'sales')) return null
  const where = { status: { equals: 'yeni' } }
  const unsentWhere: Where = {
    and: [{ notifiedAt: { exists: false } }, { anonymisedAt: { exists: false } }],
  }
  const [contacts, applications, unsentContacts, unsentApplications] = await Promise.all([
    payload.count({ collection: 'contact-requests', where }),
    payload.count({ collection: 'dealer-applications', where }),
    payload.count({ collection: 'contact-requests', where: unsentWhere }),
    payload.count({ collection: 'dealer-applications', where: unsentWhere }),
  ])
  const unsent = unsentContacts.totalDocs + unsentApplications.totalDocs
  const fmt = new Intl.NumberFormat('tr-TR')
  const contactsTitle = `${fmt.format(contacts.totalDocs)} yeni iletişim / teklif talebi`
  const applicationsTitle = `${fmt.format(applications.totalDocs)} yeni bayilik başvurusu`
  return (
    <section className="leads-dashboard" aria-labelledby="leads-dashboard-title">
      <h2 id="leads-dashboard-title" className="leads-dashboard__title">
        Yeni talepler
      </h2>
      <ul className="leads-dashboard__cards">
        <li>
          <Card
            id="card-new-contact-requests"
            title={contactsTitle}
            titleAs="h3"
            href={`/admin/collections/contact-requests${newLeadsQuery}`}
            buttonAriaLabel={contactsTitle}
          />
        </li>
        <li>
          <Card
            id="card-new-dealer-applications"
            title={applicationsTitle}
            titleAs="h3"
            href={`/admin/collections/dealer-applications${newLeadsQuery}`}
            buttonAriaLabel={applicationsTitle}
          />
        </li>
        <li>
          {/* Two lists behind one count: the links sit in the card, not over it. */}
          <Card
            id="card-unsent-leads"
            title={`${fmt.format(unsent)} bildirimi gönderilemeyen talep`}
            titleAs="h3"
            actions={
              <>
                <Button
                  el="link"
                  to={`/admin/collections/contact-requests${unsentLeadsQuery}`}
                  buttonStyle="pill"
                  size="small"
                  margin={false}
                >
                  {`İletişim / teklif: ${fmt.format(unsentContacts.totalDocs)}`}
                </Button>
                <Button
                  el="link"
                  to={`/admin/collections/dealer-applications${unsentLeadsQuery}`}
                  buttonStyle="pill"
                  size="small"
                  margin={false}
                >
                  {`Bayilik: ${fmt.format(unsentApplications.totalDocs)}`}
                </Button>
              </>
            }
          />
        </li>
      </ul>
      {unsent > 0 && (
        <Banner type="warning">
          {`${fmt.format(unsent)} talebin bildirim e-postası henüz gönderilmedi; kuyruk yeniden deniyor.`}
        </Banner>
      )}
      {hasRole(user, 'admin') && <KvkkTool />}
    </section>
  )
}
