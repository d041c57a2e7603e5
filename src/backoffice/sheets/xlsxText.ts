import { createWriteStream } from 'node:fs'
import { Transform, type Readable } from 'node:stream'

import yazl from 'yazl'

import { openZip } from './zip'

/** The parts exceljs reads: the workbook's XML and relations, not its pictures. */
const XML_PART = /\.(?:xml|rels)$/i

const toReferences = (text: string) =>
  text.replace(/[^\x00-\x7F]/gu, (ch) => `&#${ch.codePointAt(0)};`)

/** Non-ASCII as character references (`ı` → `&#305;`), decoded as one stream. */
export function asciiXml(): Transform {
  const decoder = new TextDecoder('utf-8')
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, toReferences(decoder.decode(chunk, { stream: true })))
    },
    flush(done) {
      done(null, toReferences(decoder.decode()))
    },
  })
}

// exceljs's streaming reader decodes each chunk on its own, breaking a letter that straddles two;
// ASCII XML cannot be split that way (docs/decisions/0010-catalogue-spreadsheets.md).
export async function asciiXlsxCopy(source: string, dest: string): Promise<void> {
  const zip = await openZip(source)
  const out = new yazl.ZipFile()
  const written = new Promise<void>((resolve, reject) => {
    out.outputStream
      .pipe(createWriteStream(dest))
      .on('close', () => resolve())
      .on('error', reject)
  })
  try {
    for await (const entry of zip.eachEntry()) {
      if (!XML_PART.test(entry.fileName)) continue
      const stream: Readable = await zip.openReadStreamPromise(entry)
      out.addReadStream(stream.pipe(asciiXml()), entry.fileName)
    }
  } finally {
    out.end()
  }
  await written
}
