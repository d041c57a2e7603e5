import fs from 'node:fs'
import path from 'node:path'

import { inject } from 'vitest'

/**
 * The newest mail in the suite server's outbox (MAIL_OUTBOX_DIR) to `to` whose subject has
 * `subject` and whose body matches `body`: its decoded text and subject. Waits up to 20 s.
 */
export async function waitForOutboxMail(
  to: string,
  subject: string,
  body: RegExp = /./,
): Promise<{ subject: string; text: string }> {
  const outbox = path.join(inject('serverDataDir'), 'outbox')
  const started = Date.now()
  while (Date.now() - started < 20_000) {
    const files = fs.existsSync(outbox)
      ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml'))
      : []
    for (const file of files.sort().reverse()) {
      const raw = fs.readFileSync(path.join(outbox, file), 'utf8')
      // Quoted-printable soft breaks and bytes; a Turkish letter is two of them.
      const text = Buffer.from(
        raw
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
        'latin1',
      ).toString('utf8')
      const subjectLine = decodeSubject(/^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '')
      if (text.includes(to) && subjectLine.includes(subject) && body.test(text))
        return { subject: subjectLine, text }
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`no mail to ${to} with "${subject}" in ${outbox}`)
}

/** RFC 2047 encoded words (=?UTF-8?B?…?= / =?UTF-8?Q?…?=) as text. */
function decodeSubject(value: string): string {
  return value
    .replace(/\r?\n[ \t]/g, '')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (__, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    )
}
