import 'server-only'

import { readFormBody } from '@/lib/http/body'
import { refuseCrossSite } from '@/lib/http/crossSite'
import { seeOther } from '@/lib/http/seeOther'
import { getPayloadClient } from '@/lib/payload'
import { idOf } from '@/lib/relations'

import { DEALER_COLLECTION } from './access'
import { currentDealer } from './session'

export const COLLEAGUES_PATH = '/bayi/kullanicilar'

/** What /bayi/kullanicilar says after a change, by its `durum` value. */
export const COLLEAGUE_NOTICES: Record<string, { ok: boolean; text: string }> = {
  davet: {
    ok: true,
    text: 'Kullanıcı eklendi; şifresini belirlemesi için davet e-postası gönderildi.',
  },
  kaldirildi: { ok: true, text: 'Kullanıcı kaldırıldı.' },
  eposta: { ok: false, text: 'Lütfen geçerli bir e-posta adresi giriniz.' },
  ad: { ok: false, text: 'Lütfen kullanıcının adını ve soyadını giriniz (en fazla 100 karakter).' },
  var: { ok: false, text: 'Bu e-posta adresiyle bir bayi kullanıcısı zaten var.' },
  kendiniz: { ok: false, text: 'Kendi hesabınızı kaldıramazsınız.' },
  bulunamadi: { ok: false, text: 'Kullanıcı bulunamadı.' },
}

const see = (durum: string) => seeOther(`${COLLEAGUES_PATH}?durum=${durum}`)

const MAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/

/**
 * POST /bayi/kullanicilar/davet and /kaldir — a company's `yonetici` invites a colleague (who gets
 * the invitation mail) or removes one; only ever within its own company, never itself.
 */
export async function changeColleagues(request: Request, action: 'invite' | 'remove') {
  const other = refuseCrossSite(request)
  if (other) return other
  const session = await currentDealer()
  if (!session || session.dealer.role !== 'yonetici') return seeOther('/bayi/giris')
  const body = await readFormBody(request)
  if (!body.ok) return body.response
  const payload = await getPayloadClient()
  const companyId = session.company.id
  if (action === 'invite') {
    const email = String(body.data.email ?? '')
      .trim()
      .toLowerCase()
    const name = String(body.data.name ?? '').trim()
    if (!MAIL.test(email) || email.length > 254) return see('eposta')
    if (!name || name.length > 100) return see('ad')
    const taken = await payload.count({
      collection: DEALER_COLLECTION,
      where: { email: { equals: email } },
      overrideAccess: true,
    })
    if (taken.totalDocs) return see('var')
    // No password: the collection's hooks make an unknowable one and mail the invitation.
    await payload.create({
      collection: DEALER_COLLECTION,
      data: { email, name, company: companyId, role: 'kullanici' } as never,
      overrideAccess: true,
    })
    return see('davet')
  }
  const id = String(body.data.id ?? '')
  if (id === String(session.dealer.id)) return see('kendiniz')
  const colleague = /^\d{1,12}$/.test(id)
    ? await payload.findByID({
        collection: DEALER_COLLECTION,
        id,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
      })
    : null
  // Another company's user is "not found" too: nothing tells which ids exist elsewhere.
  if (!colleague || String(idOf(colleague.company)) !== String(companyId)) return see('bulunamadi')
  await payload.delete({ collection: DEALER_COLLECTION, id, overrideAccess: true })
  return see('kaldirildi')
}

/** The company's users, for its `yonetici`. */
export async function companyUsers(companyId: number | string) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: DEALER_COLLECTION,
    where: { company: { equals: companyId } },
    sort: 'name',
    depth: 0,
    limit: 200,
    overrideAccess: true,
    select: { name: true, email: true, role: true },
  })
  return docs
}
