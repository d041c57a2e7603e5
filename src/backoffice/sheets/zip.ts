import { createWriteStream } from 'node:fs'
import { mkdir, readdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import * as yauzl from 'yauzl'

import { SheetError } from './types'

export interface ZipLimits {
  maxTotalBytes: number
  maxEntryBytes: number
  maxEntries: number
  /** Uncompressed ÷ compressed above this, for an entry larger than `ratioMinBytes`, is a bomb. */
  maxRatio: number
  ratioMinBytes: number
}

const MB = 1024 * 1024

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxTotalBytes: 500 * MB,
  maxEntryBytes: 50 * MB,
  maxEntries: 5_000,
  maxRatio: 200,
  ratioMinBytes: MB,
}

export const ZIP_BOMB = 'ZIP dosyası açılamayacak kadar büyük (sıkıştırma bombası olabilir).'

const badPath = (name: string) => new SheetError(`ZIP dosyasında geçersiz dosya yolu: ${name}.`)

/** yauzl refuses unsafe names itself, before our own check sees the entry. */
const YAUZL_NAME_ERROR =
  /^(?:invalid relative path|absolute path|invalid characters in fileName): (.*)$/

export async function openZip(filePath: string): Promise<yauzl.ZipFile> {
  try {
    return await yauzl.openPromise(filePath, {
      lazyEntries: true,
      validateEntrySizes: true,
      autoClose: true,
    })
  } catch {
    throw new SheetError('ZIP dosyası açılamadı (bozuk ya da ZIP değil).')
  }
}

export function zipError(error: unknown, bombMessage = ZIP_BOMB): SheetError {
  if (error instanceof SheetError) return error
  const message = error instanceof Error ? error.message : String(error)
  const name = YAUZL_NAME_ERROR.exec(message)?.[1]
  if (name !== undefined) return badPath(name)
  // validateEntrySizes: an entry that inflates to more than it declares is treated as a bomb.
  if (/uncompressed size|too many bytes|too few bytes/i.test(message)) {
    return new SheetError(bombMessage)
  }
  if (/encrypt/i.test(message)) return new SheetError('Şifreli ZIP dosyaları desteklenmiyor.')
  return new SheetError('ZIP dosyası açılamadı (bozuk ya da ZIP değil).')
}

export function isRatioBomb(
  entry: Pick<yauzl.Entry, 'uncompressedSize' | 'compressedSize'>,
  limits: Pick<ZipLimits, 'maxRatio' | 'ratioMinBytes'>,
): boolean {
  return (
    entry.uncompressedSize > limits.ratioMinBytes &&
    entry.uncompressedSize > limits.maxRatio * Math.max(entry.compressedSize, 1)
  )
}

const isSymlink = (entry: yauzl.Entry) =>
  ((entry.externalFileAttributes >>> 16) & 0o170000) === 0o120000

function isUnsafeName(name: string): boolean {
  return (
    name.startsWith('/') ||
    /^[a-zA-Z]:/.test(name) ||
    /[\\\0]/.test(name) ||
    name.split('/').includes('..')
  )
}

const isIgnored = (name: string) =>
  name.split('/').some((segment) => segment === '__MACOSX' || segment.startsWith('.'))

/** The sizes in the ZIP's directory are only claims: actual bytes are counted. */
function byteCounter(limit: (bytes: number) => boolean, bombMessage: string): Transform {
  let bytes = 0
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length
      if (limit(bytes)) callback(new SheetError(bombMessage))
      else callback(null, chunk)
    },
  })
}

/** Run on an XLSX before excelts opens it: it inflates without limits. */
export async function checkZipContainer(
  filePath: string,
  limits: Omit<ZipLimits, 'maxEntryBytes'>,
  bombMessage: string,
): Promise<string[]> {
  const zip = await openZip(filePath)
  const names: string[] = []
  try {
    if (zip.entryCount > limits.maxEntries) throw new SheetError(bombMessage)
    let declared = 0
    let actual = 0
    for await (const entry of zip.eachEntry()) {
      names.push(entry.fileName)
      declared += entry.uncompressedSize
      if (declared > limits.maxTotalBytes || isRatioBomb(entry, limits)) {
        throw new SheetError(bombMessage)
      }
      if (entry.fileName.endsWith('/')) continue
      const stream = await zip.openReadStreamPromise(entry)
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        actual += chunk.length
        if (actual > limits.maxTotalBytes) {
          stream.destroy()
          throw new SheetError(bombMessage)
        }
      }
    }
  } catch (error) {
    zip.close()
    throw zipError(error, bombMessage)
  }
  return names
}

/** Unsafe names, links, bombs or name clashes refuse the whole ZIP and remove what was written. */
export async function extractZip(
  zipPath: string,
  destDir: string,
  limits: ZipLimits = DEFAULT_ZIP_LIMITS,
): Promise<Map<string, string>> {
  const root = path.resolve(destDir)
  await mkdir(root, { recursive: true })
  const files = new Map<string, string>()
  const zip = await openZip(zipPath)
  try {
    if (zip.entryCount > limits.maxEntries) throw new SheetError(ZIP_BOMB)
    let declared = 0
    let actual = 0
    for await (const entry of zip.eachEntry()) {
      const name = entry.fileName
      if (isUnsafeName(name) || isSymlink(entry)) throw badPath(name)
      if (name.endsWith('/') || isIgnored(name)) continue
      declared += entry.uncompressedSize
      if (
        entry.uncompressedSize > limits.maxEntryBytes ||
        declared > limits.maxTotalBytes ||
        isRatioBomb(entry, limits)
      ) {
        throw new SheetError(ZIP_BOMB)
      }
      const base = path.posix.basename(name)
      const key = base.toLocaleLowerCase('tr')
      if (files.has(key)) throw new SheetError(`ZIP dosyasında aynı adlı iki dosya var: ${base}.`)
      const target = path.join(root, base)
      if (path.dirname(target) !== root) throw badPath(name)
      files.set(key, target)

      const before = actual
      const counter = byteCounter((bytes) => {
        actual = before + bytes
        return (
          bytes > limits.maxEntryBytes ||
          actual > limits.maxTotalBytes ||
          isRatioBomb({ uncompressedSize: bytes, compressedSize: entry.compressedSize }, limits)
        )
      }, ZIP_BOMB)
      const stream = await zip.openReadStreamPromise(entry)
      try {
        await pipeline(stream, counter, createWriteStream(target, { flags: 'wx' }))
      } catch (error) {
        // Not ours to remove: the file was there before.
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') files.delete(key)
        throw error
      }
    }
  } catch (error) {
    zip.close()
    await Promise.all([...files.values()].map((file) => rm(file, { force: true })))
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      throw new SheetError('ZIP dosyası açılamadı: hedef klasörde aynı adlı bir dosya var.')
    }
    throw zipError(error)
  }
  return files
}

const SHEET_FILE = /\.(?:xlsx|csv)$/i

export async function findSheetInDir(dir: string): Promise<string> {
  const entries = await readdir(dir, { withFileTypes: true })
  const sheets = entries
    .filter((e) => e.isFile() && !e.name.startsWith('.') && SHEET_FILE.test(e.name))
    .map((e) => e.name)
    .sort()
  if (sheets.length === 0) {
    throw new SheetError('ZIP dosyasında bir Excel (XLSX) ya da CSV tablosu yok.')
  }
  if (sheets.length > 1) {
    throw new SheetError(
      `ZIP dosyasında birden çok tablo var (${sheets.join(', ')}); yalnızca bir tane olmalı.`,
    )
  }
  return path.join(path.resolve(dir), sheets[0]!)
}
