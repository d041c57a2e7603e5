import type {
  CollectionAfterErrorHook,
  CollectionBeforeChangeHook,
  CollectionBeforeValidateHook,
} from 'payload'

/** The unique value of `firstAccount`: the database lets one account hold it, however many race. */
export const FIRST_ACCOUNT = 'ilk'

// Payload's first-register counts, then creates, so parallel registrations all count none: each
// claims the unique `firstAccount` and only one insert can succeed (as admin).
export const firstAccountIsAdmin: CollectionBeforeValidateHook = async ({
  data,
  operation,
  req,
}) => {
  if (operation !== 'create' || !data) return data
  const { totalDocs } = await req.payload.count({ collection: 'users', overrideAccess: true, req })
  const registering = req.payloadAPI === 'REST' && !req.user
  if (totalDocs === 0) return { ...data, role: 'admin', firstAccount: FIRST_ACCOUNT }
  return registering ? { ...data, firstAccount: FIRST_ACCOUNT } : data
}

/** A registration that lost the race gets Payload's own answer to a second first-register. */
export const firstRegisterTaken: CollectionAfterErrorHook = ({ error, req }) => {
  const fields = (error as { data?: { errors?: { path?: unknown }[] } } | null)?.data?.errors
  if (!fields?.some((f) => f.path === 'firstAccount' || f.path === 'first_account')) return
  return {
    response: { errors: [{ message: req.t('error:notAllowedToPerformAction') }] },
    status: 403,
  }
}

/** "Ayşe Yılmaz (ayse@…)": the account's title in pickers and lists (Payload titles are stored fields). */
export const setDisplayName: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const pick = (key: 'name' | 'email') =>
    String((key in data ? data[key] : originalDoc?.[key]) ?? '').trim()
  const [name, email] = [pick('name'), pick('email')]
  return { ...data, displayName: name ? `${name} (${email})` : email }
}
