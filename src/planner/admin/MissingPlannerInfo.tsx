import { hasRole } from '@/access/roles'
import { listAttributeDefs } from '@/catalog/attributes'

import { PLANNER_ATTRIBUTES, PLANNER_KINDS, plannerCatalogue } from '../catalogue'

interface Props {
  user?: { role?: string | null } | null
}

/** At most this many products are listed; the count says how many there are in all. */
const SHOWN = 25

/**
 * The dashboard's "Planlayıcı için eksik bilgi": published products the project planner leaves
 * out because a figure it needs is missing (it never guesses), each with a link to fill it in.
 */
export async function MissingPlannerInfo({ user }: Props) {
  if (!hasRole(user, 'admin', 'editor')) return null
  const [{ incomplete }, defs] = await Promise.all([plannerCatalogue(), listAttributeDefs()])
  const nameOf = new Map(defs.map((d) => [d.slug, d.name]))
  return (
    <section className="planner-missing" aria-labelledby="planner-missing-title">
      <h2 id="planner-missing-title" className="planner-missing__title">
        Planlayıcı için eksik bilgi
      </h2>
      {incomplete.length === 0 ? (
        <p>Proje planlayıcının okuduğu yayındaki her ürünün bilgisi tam.</p>
      ) : (
        <>
          <p>
            {incomplete.length.toLocaleString('tr-TR')} ürün, bir değeri eksik olduğu için proje
            planlayıcıda önerilmiyor. Ürünün “Filtre özellikleri” sekmesinden tamamlayın.
          </p>
          <table className="planner-missing__table">
            <thead>
              <tr>
                <th scope="col">Ürün</th>
                <th scope="col">Tür</th>
                <th scope="col">Eksik</th>
              </tr>
            </thead>
            <tbody>
              {incomplete.slice(0, SHOWN).map(({ product, kind, missing }) => (
                <tr key={product.slug}>
                  <td>
                    <a href={`/admin/collections/products/${product.id}`}>{product.name}</a>{' '}
                    <span className="planner-missing__sku">{product.sku}</span>
                  </td>
                  <td>{PLANNER_KINDS[kind].label}</td>
                  <td>
                    {missing
                      .map((key) => nameOf.get(PLANNER_ATTRIBUTES[key]) ?? PLANNER_ATTRIBUTES[key])
                      .join(', ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  )
}
