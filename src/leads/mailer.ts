import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer from 'nodemailer'
import type { Transport } from 'nodemailer'

import { DATA_DIR } from '@/lib/env'

/** Where mails go when no SMTP server is configured (the one-command demo): never lost, readable. */
export const OUTBOX_DIR = () => path.join(DATA_DIR, 'outbox')

export function parseFrom(value: string | undefined): { name: string; address: string } {
  const text = value?.trim() || 'Vitrin <bildirim@vitrin.example>'
  const match = /^(.*)<([^>]+)>\s*$/.exec(text)
  if (match) return { name: match[1]!.trim().replace(/^"(.*)"$/, '$1'), address: match[2]!.trim() }
  return { name: 'Vitrin', address: text }
}

/** The name is quoted, so that "Vitrin, A.Ş." stays one address. */
export function mailFrom(env: NodeJS.ProcessEnv = process.env): string {
  const { name, address } = parseFrom(env.MAIL_FROM)
  return `"${name.replace(/["\\]/g, '\\$&')}" <${address}>`
}

function smtpOptions(env: NodeJS.ProcessEnv) {
  const port = Number(env.SMTP_PORT) || 587
  return {
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
  }
}

/** Writes each `.eml` atomically. https://nodemailer.com/plugins/create/#transports */
export function outboxTransport(dir: string): Transport<{ envelope: object; file: string }> {
  return {
    name: 'vitrin-outbox',
    version: '1',
    send(mail, callback) {
      mail.message.build(async (buildError, raw) => {
        if (buildError) return callback(buildError, undefined as never)
        try {
          await fs.mkdir(dir, { recursive: true })
          const stamp = new Date().toISOString().replace(/[:.]/g, '-')
          const name = `${stamp}-${crypto.randomBytes(4).toString('hex')}.eml`
          const temp = path.join(dir, `.${name}.tmp`)
          await fs.writeFile(temp, raw)
          await fs.rename(temp, path.join(dir, name))
          callback(null, { envelope: mail.message.getEnvelope(), file: path.join(dir, name) })
        } catch (error) {
          callback(error as Error, undefined as never)
        }
      })
    },
  }
}

/** SMTP when SMTP_HOST is set, else `.eml` files under DATA_DIR/outbox. */
export function leadMailAdapter(env: NodeJS.ProcessEnv = process.env) {
  const from = parseFrom(env.MAIL_FROM)
  return nodemailerAdapter({
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    // Connecting to SMTP at start would only delay the start; a failed send is retried by the job.
    skipVerify: true,
    transport: env.SMTP_HOST
      ? nodemailer.createTransport(smtpOptions(env))
      : nodemailer.createTransport(outboxTransport(OUTBOX_DIR())),
  })
}
