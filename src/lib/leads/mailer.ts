import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import nodemailer from 'nodemailer'
import type { EmailAdapter, SendEmailOptions } from 'payload'

import { DATA_DIR } from '@/lib/env'

/** Where mails go when no SMTP server is configured (the one-command demo): never lost, readable. */
export const OUTBOX_DIR = () => path.join(DATA_DIR, 'outbox')

function parseFrom(value: string | undefined): { name: string; address: string } {
  const text = value?.trim() || 'Vitrin <bildirim@vitrin.example>'
  const match = /^(.*)<([^>]+)>\s*$/.exec(text)
  if (match) return { name: match[1]!.trim().replace(/^"|"$/g, ''), address: match[2]!.trim() }
  return { name: 'Vitrin', address: text }
}

function smtpTransport(env: NodeJS.ProcessEnv) {
  const port = Number(env.SMTP_PORT) || 587
  return nodemailer.createTransport({
    host: env.SMTP_HOST,
    port,
    secure: env.SMTP_SECURE ? env.SMTP_SECURE === 'true' || env.SMTP_SECURE === '1' : port === 465,
    auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } : undefined,
    // A few reused connections carry a burst of leads; a dead server fails fast and is retried.
    pool: true,
    maxConnections: 3,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  })
}

/** Writes each mail as an RFC 822 `.eml` file (atomically: a reader never sees half a mail). */
function outboxTransport() {
  const stream = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  })
  return {
    async sendMail(message: SendEmailOptions) {
      const info = await stream.sendMail(message)
      const dir = OUTBOX_DIR()
      await fs.mkdir(dir, { recursive: true })
      const stamp = new Date().toISOString().replace(/[:.]/g, '-')
      const name = `${stamp}-${crypto.randomBytes(4).toString('hex')}.eml`
      const temp = path.join(dir, `.${name}.tmp`)
      await fs.writeFile(temp, info.message as Buffer)
      await fs.rename(temp, path.join(dir, name))
      return { ...info, file: path.join(dir, name) }
    },
  }
}

/**
 * Payload's e-mail adapter, on nodemailer: SMTP when SMTP_HOST is set, else `.eml` files under
 * DATA_DIR/outbox. (The same shape as @payloadcms/email-nodemailer, whose latest release pins an
 * older payload version than ours.) https://payloadcms.com/docs/email/overview
 */
export function leadMailAdapter(env: NodeJS.ProcessEnv = process.env): EmailAdapter {
  const from = parseFrom(env.MAIL_FROM)
  const transport = env.SMTP_HOST ? smtpTransport(env) : outboxTransport()
  return () => ({
    name: env.SMTP_HOST ? 'smtp' : 'outbox',
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    sendEmail: (message) => transport.sendMail(message),
  })
}
