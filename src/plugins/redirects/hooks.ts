import {
  type CollectionAfterChangeHook,
  type CollectionBeforeValidateHook,
  type PayloadRequest,
} from 'payload'

import { hasRole } from '@/access/roles'
import { RequestError } from '@/lib/errors'

import {
  isExternalTarget,
  isLiveRoute,
  isRedirectablePath,
  normalizeFrom,
  normalizePath,
  normalizeTarget,
} from './normalize'
import { findRedirects, referenceAtPath, saveRedirect, targetOf, type RedirectDoc } from './targets'

/** Set by the slug-change hook: its `from` was the record's own address a moment ago. */
export const FROM_SLUG_CHANGE = 'redirectFromSlugChange'
/** Set while repointing redirects, so that a repointed one does not repoint again. */
const REPOINTING = 'redirectRepointing'

const MAX_HOPS = 20

export const LIVE_PAGE_MESSAGE = 'Bu adreste yayında bir sayfa var; yönlendirme onu gizlerdi.'
export const EXTERNAL_TARGET_MESSAGE =
  'Başka bir siteye yönlendirmeyi yalnızca yönetici kurabilir; sitedeki bir adres girin.'

/** Admins, and Local API calls without a user (CLI scripts, hooks' own saves). */
export const mayTargetOtherSites = (user: unknown) =>
  !user || hasRole(user as { role?: string | null }, 'admin')

/** A 400 whose Turkish message REST and the admin's toast show as is. */
const refuse = (path: string, message: string): never => {
  throw new RequestError(message, { errors: [{ message, path }] })
}

const sitePathOf = (target: string | null) =>
  target?.startsWith('/') ? normalizePath(target) : null

// A custom target naming a record becomes a reference (it follows the slug); a redirected target
// is replaced by that redirect's target, so that visitors never follow a chain.
export const normalizeRedirect: CollectionBeforeValidateHook = async ({
  data,
  originalDoc,
  req,
}) => {
  if (!data) return data
  const old = originalDoc as Partial<RedirectDoc> | undefined
  const typed = String(data.from ?? old?.from ?? '')
  const from = normalizeFrom(typed)
  if (!from)
    return refuse(
      'from',
      typed.trim() ? 'Eski adres geçerli bir site yolu değil.' : 'Eski adres boş.',
    )
  if (!isRedirectablePath(from))
    return refuse('from', 'Bu adres yönlendirilemez: yönetim paneli, API ya da sistem adresi.')
  data.from = from
  data.type ??= old?.type ?? '301'

  // With its own query the old address still hides the live page for visitors sending that query.
  const fromPath = from.replace(/\?.*$/s, '')
  if (
    !req.context[FROM_SLUG_CHANGE] &&
    (isLiveRoute(fromPath) || (await referenceAtPath(req.payload, fromPath, req)))
  )
    return refuse('from', LIVE_PAGE_MESSAGE)

  const to: NonNullable<RedirectDoc['to']> = { ...old?.to, ...(data.to as RedirectDoc['to']) }
  if (to.type === 'custom') {
    const url = normalizeTarget(String(to.url ?? ''), process.env.SITE_URL)
    if (!url) return refuse('to.url', 'Geçerli bir site adresi ya da http(s) bağlantısı girin.')
    // An admin's outside link may keep its place and target (another role may change its type);
    // repointing copies a target already accepted.
    const kept = old?.to?.type === 'custom' && old.to.url === url && old.from === from
    if (
      isExternalTarget(url) &&
      !kept &&
      !req.context[REPOINTING] &&
      !mayTargetOtherSites(req.user)
    )
      return refuse('to.url', EXTERNAL_TARGET_MESSAGE)
    to.url = url
    const path = sitePathOf(url)
    const ref = path && !url.includes('?') ? await referenceAtPath(req.payload, path, req) : null
    if (ref) Object.assign(to, { type: 'reference', reference: ref, url: null })
  }

  let target = sitePathOf(await targetOf(req.payload, { to }, req))
  for (let hop = 0; target !== null; hop++) {
    if (target === from) {
      return refuse(
        'to',
        hop === 0 ? 'Eski adres ile hedef aynı.' : 'Bu yönlendirme bir döngü oluşturur.',
      )
    }
    if (hop >= MAX_HOPS) return refuse('to', 'Bu yönlendirme bir döngü oluşturur.')
    const [next] = await findRedirects(req.payload, { from: { equals: target } }, req, 1)
    if (!next || String(next.id) === String(old?.id ?? '')) break
    Object.assign(to, { type: next.to?.type, reference: next.to?.reference, url: next.to?.url })
    target = sitePathOf(await targetOf(req.payload, next, req))
  }
  data.to = to
  return data
}

/** Custom redirects that pointed at this one's `from` now point at its target: no chains. */
export const repointChains: CollectionAfterChangeHook = async ({ doc, req, context }) => {
  if (context[REPOINTING]) return doc
  const redirect = doc as RedirectDoc
  const docs = await findRedirects(
    req.payload,
    { and: [{ 'to.type': { equals: 'custom' } }, { 'to.url': { equals: redirect.from } }] },
    req,
  )
  for (const other of docs) {
    if (String(other.id) === String(redirect.id)) continue
    await withContext(req, { [REPOINTING]: true }, () =>
      saveRedirect(req, { to: redirect.to }, other.id),
    )
  }
  return doc
}

/** Payload merges an operation's `context` into the shared request for good (createLocalReq). */
export async function withContext<T>(
  req: PayloadRequest,
  extra: Record<string, unknown>,
  run: () => Promise<T>,
): Promise<T> {
  const before = req.context
  req.context = { ...before, ...extra }
  try {
    return await run()
  } finally {
    req.context = before
  }
}
