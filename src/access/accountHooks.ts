// Sign-in hardening shared by the staff (`users`) and dealer (`dealers`) auth collections.
import crypto from 'node:crypto'
import { promisify } from 'node:util'

import { after } from 'next/server'
import {
  addDataAndFileToRequest,
  type CollectionAfterErrorHook,
  type CollectionBeforeOperationHook,
  type CollectionSlug,
  type Endpoint,
  type PayloadRequest,
} from 'payload'

import { passwordProblem } from '@/lib/security/password'
import { containsNul, QUERY_MESSAGES, RequestError } from '@/plugins/restQueries'

const pbkdf2 = promisify(crypto.pbkdf2)

/** Payload's current password hash (pbkdf2-sha256, its generatePasswordSaltHash): same cost. */
const HASH_ITERATIONS = 600_000
const HASH_KEY_LENGTH = 32

interface StoredUser {
  email?: string | null
  lockUntil?: string | null
}

const normalEmail = (value: unknown) =>
  typeof value === 'string' ? value.trim().toLocaleLowerCase('en') : ''

async function findUser(
  req: PayloadRequest,
  collection: CollectionSlug,
  where: Record<string, unknown>,
) {
  return (await req.payload.db.findOne({
    collection,
    where: where as never,
    req,
  })) as StoredUser | null
}

/** Unknown or locked accounts cost the same hash: timing tells nobody which accounts exist. */
async function equalLoginCost(
  req: PayloadRequest,
  collection: CollectionSlug,
  data: Record<string, unknown>,
): Promise<void> {
  const email = normalEmail(data.email)
  const password = typeof data.password === 'string' ? data.password : ''
  if (!email || !password || containsNul(email)) return
  const user = await findUser(req, collection, { email: { equals: email } })
  const locked = user?.lockUntil && new Date(user.lockUntil).getTime() > Date.now()
  if (!user || locked)
    await pbkdf2(
      password,
      crypto.randomBytes(32).toString('hex'),
      HASH_ITERATIONS,
      HASH_KEY_LENGTH,
      'sha256',
    )
}

async function checkNewPassword(
  req: PayloadRequest,
  collection: CollectionSlug,
  operation: string,
  args: { data?: Record<string, unknown>; id?: unknown },
): Promise<void> {
  const password = args.data?.password
  if (typeof password !== 'string' || password === '') return
  let email = normalEmail(args.data?.email)
  if (!email && operation === 'update' && args.id !== undefined)
    email = normalEmail((await findUser(req, collection, { id: { equals: args.id } }))?.email)
  if (!email && operation === 'resetPassword' && typeof args.data?.token === 'string')
    email = normalEmail(
      (await findUser(req, collection, { resetPasswordToken: { equals: args.data.token } }))?.email,
    )
  const problem = passwordProblem(password, email)
  if (problem) throw new RequestError(problem, { errors: [{ message: problem, path: 'password' }] })
}

export const guardAuthOperations: CollectionBeforeOperationHook = async ({
  args,
  collection,
  operation,
  req,
}) => {
  const { data } = args as { data?: Record<string, unknown> }
  // An e-mail with a NUL would reach PostgreSQL's text comparison and fail there (a 500).
  if (containsNul(data)) throw new RequestError(QUERY_MESSAGES.nul)
  if (operation === 'login' && data) {
    req.context.loginStartedAt = Date.now()
    await equalLoginCost(req, collection.slug, data)
  }
  if (operation === 'create' || operation === 'update' || operation === 'resetPassword')
    await checkNewPassword(req, collection.slug, operation, args as never)
  return args
}

// Every refused login (wrong password, unknown or locked account) answers alike and no sooner
// than this: the dummy hash evens the work, this evens what the database adds.
export const FAILED_LOGIN_MS = 500

export const sameAnswerForFailedLogins: CollectionAfterErrorHook = async ({ error, req }) => {
  const started = req.context.loginStartedAt
  if (typeof started !== 'number' || (error as { status?: number })?.status !== 401) return
  const wait = started + FAILED_LOGIN_MS - Date.now()
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
  if (error?.message === req.t('error:userLocked'))
    return {
      response: { errors: [{ message: req.t('error:emailOrPasswordIncorrect') }] },
      status: 401,
    }
}

// Replaces Payload's forgot-password: it answers at once, alike whether the account exists or not,
// and sends the mail after the answer.
export const forgotPasswordEndpoint = (collection: 'users' | 'dealers'): Endpoint => ({
  path: '/forgot-password',
  method: 'post',
  handler: async (req) => {
    await addDataAndFileToRequest(req)
    const email = normalEmail(req.data?.email)
    if (!email || email.length > 254 || containsNul(email))
      return Response.json({ errors: [{ message: 'E-posta adresi eksik.' }] }, { status: 400 })
    const work = () =>
      req.payload
        .forgotPassword({ collection, data: { email }, req })
        .catch((error: unknown) =>
          req.payload.logger.error({ err: error, msg: 'forgot-password failed' }),
        )
    try {
      after(work)
    } catch {
      // Outside a Next request (the Local API in a script): now.
      await work()
    }
    return Response.json({ message: req.t('general:success') })
  },
})
