/**
 * A local SMTP server (the `smtp-server` package) on a free loopback port that records every
 * message it accepts, and can be told to refuse connections (an SMTP outage).
 */
import { SMTPServer } from 'smtp-server'

import { freePort } from './server'

export interface ReceivedMail {
  lead: string | null
  subject: string | null
  replyTo: string | null
  from: string | null
  /** The SMTP envelope's sender (MAIL FROM), '' for a null sender. */
  mailFrom: string
  to: string[]
  raw: string
}

export interface TestSmtp {
  port: number
  received: ReceivedMail[]
  /** Connections turned away while refusing. */
  refused: number
  refuse(on: boolean): void
  /**
   * Records each message as soon as its data has arrived, then waits `ms` before answering 250:
   * the window in which the server has the mail and the sender does not know it yet.
   */
  holdAccept(ms: number): void
  /** How many mails each lead ("collection/id") got. */
  perLead(): Map<string, number>
  close(): Promise<void>
}

const header = (raw: string, name: string): string | null => {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? ''
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ')
  const match = new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded)
  return match ? match[1]!.trim() : null
}

const unavailable = () =>
  Object.assign(new Error('Hizmet geçici olarak kapalı'), { responseCode: 421 })

export async function startSmtp(): Promise<TestSmtp> {
  const port = await freePort()
  const received: ReceivedMail[] = []
  let refusing = false
  let holdMs = 0
  const state = { refused: 0 }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Refused at connect and, for connections the client's pool still holds, at MAIL FROM.
    onConnect(_session, callback) {
      if (refusing) {
        state.refused++
        return callback(unavailable())
      }
      callback()
    },
    onMailFrom(_address, _session, callback) {
      if (refusing) {
        state.refused++
        return callback(unavailable())
      }
      callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        received.push({
          lead: header(raw, 'X-Vitrin-Lead'),
          subject: header(raw, 'Subject'),
          replyTo: header(raw, 'Reply-To'),
          from: header(raw, 'From'),
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        })
        if (holdMs > 0) setTimeout(() => callback(), holdMs)
        else callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    port,
    received,
    get refused() {
      return state.refused
    },
    refuse(on) {
      refusing = on
    },
    holdAccept(ms) {
      holdMs = ms
    },
    perLead() {
      const counts = new Map<string, number>()
      for (const mail of received)
        if (mail.lead) counts.set(mail.lead, (counts.get(mail.lead) ?? 0) + 1)
      return counts
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
