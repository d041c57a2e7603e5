import type { Payload, Where } from 'payload'

import { hasRole } from '@/access/roles'

import { KvkkTool } from './KvkkTool'

interface Props {
  payload: Payload
  user?: { role?: string | null } | null
}

const newLeadsQuery = '?where%5Bstatus%5D%5Bequals%5D=yeni'

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
  return (
    <section style={{ marginBottom: 'calc(var(--base) * 2)' }} aria-label="Yeni talepler">
      <h2 style={{ marginBottom: 'var(--base)' }}>Yeni talepler</h2>
      <ul
        style={{
          listStyle: 'none',
          padding: 0,
          display: 'flex',
          gap: 'var(--base)',
          flexWrap: 'wrap',
        }}
      >
        <li>
          <a
            className="btn btn--style-secondary"
            href={`/admin/collections/contact-requests${newLeadsQuery}`}
          >
            {`${fmt.format(contacts.totalDocs)} yeni iletişim / teklif talebi`}
          </a>
        </li>
        <li>
          <a
            className="btn btn--style-secondary"
            href={`/admin/collections/dealer-applications${newLeadsQuery}`}
          >
            {`${fmt.format(applications.totalDocs)} yeni bayilik başvurusu`}
          </a>
        </li>
      </ul>
      {unsent > 0 && (
        <p>
          {`${fmt.format(unsent)} talebin bildirim e-postası henüz gönderilmedi; kuyruk yeniden deniyor.`}
        </p>
      )}
      {hasRole(user, 'admin') && <KvkkTool />}
    </section>
  )
}
