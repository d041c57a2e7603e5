/**
 * What some tests need beyond Node and the database. On a developer's machine a missing piece
 * skips those tests with one line saying how to get it; in CI (`CI` set) every piece is required.
 */
import fs from 'node:fs'
import net from 'node:net'

import { CHROMIUM_PATH } from '../../scripts/chromium.mjs'

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'

const reachable = (url: string, defaultPort: number) =>
  new Promise<boolean>((resolve) => {
    const { hostname, port } = new URL(url)
    const socket = net.connect(Number(port || defaultPort), hostname)
    socket.setTimeout(1000, () => socket.destroy())
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
    socket.once('close', () => resolve(false))
  })

const HOW = {
  redis: `Redis at ${TEST_REDIS_URL} (apt-get install redis-server, or set TEST_REDIS_URL)`,
  chromium: `Chromium at ${CHROMIUM_PATH} (apt-get install chromium, or set CHROMIUM_PATH)`,
  nginx: `nginx at ${NGINX} (apt-get install nginx-light; the test installs it when run as root)`,
} as const

const present = {
  redis: () => reachable(TEST_REDIS_URL, 6379),
  chromium: async () => fs.existsSync(CHROMIUM_PATH),
  nginx: async () => fs.existsSync(NGINX) || process.getuid?.() === 0,
}

/** true when the piece is there (or in CI, where its absence must fail the tests that need it). */
export async function has(piece: keyof typeof HOW): Promise<boolean> {
  if (process.env.CI) return true
  const ok = await present[piece]()
  if (!ok) console.warn(`[tests] skipped: they need ${HOW[piece]}`)
  return ok
}
