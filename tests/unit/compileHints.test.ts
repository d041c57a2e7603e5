import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { addCompileHints, chunksToHint, HINT } from '../../scripts/compile-hints.mjs'

let dist = ''
afterEach(() => fs.rmSync(dist, { recursive: true, force: true }))

/** A dist dir as `next build` leaves it: manifests and chunks (contents made up). */
function fakeBuild() {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-hints-'))
  const chunk = (name: string) => {
    fs.mkdirSync(path.join(dist, 'static/chunks'), { recursive: true })
    fs.writeFileSync(
      path.join(dist, 'static/chunks', name),
      `(globalThis.TURBOPACK||[]).push(["${name}"])`,
    )
  }
  for (const c of [
    'framework.js',
    'router.js',
    'polyfill.js',
    'site-layout.js',
    'product.js',
    'admin.js',
    'demo.js',
    'site.css',
  ])
    chunk(c)
  fs.writeFileSync(
    path.join(dist, 'build-manifest.json'),
    JSON.stringify({
      rootMainFiles: ['static/chunks/framework.js', 'static/chunks/router.js'],
      polyfillFiles: ['static/chunks/polyfill.js'],
    }),
  )
  const manifest = (dir: string, route: string, entry: Record<string, string[]>) => {
    fs.mkdirSync(path.join(dist, 'server/app', dir), { recursive: true })
    fs.writeFileSync(
      path.join(dist, 'server/app', dir, 'page_client-reference-manifest.js'),
      `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["${route}"] = {"clientModules":{},"entryJSFiles":${JSON.stringify(entry)}}`,
    )
  }
  manifest('(site)/urunler/urun/[slug]', '/(site)/urunler/urun/[slug]/page', {
    '[project]/src/app/(site)/layout': ['static/chunks/site-layout.js', 'static/chunks/site.css'],
    '[project]/src/app/(site)/urunler/urun/[slug]/page': [
      'static/chunks/site-layout.js',
      'static/chunks/product.js',
    ],
  })
  manifest('(demo)/shop', '/(demo)/shop/page', {
    '[project]/src/app/(demo)/shop/page': ['static/chunks/demo.js'],
  })
  manifest('(payload)/admin', '/(payload)/admin/page', {
    '[project]/src/app/(payload)/admin/page': ['static/chunks/admin.js'],
  })
}

const read = (name: string) => fs.readFileSync(path.join(dist, 'static/chunks', name), 'utf8')

describe('compile hints on the public site’s load-time scripts', () => {
  it('marks the framework and the site’s entry chunks, not polyfills, CSS, admin or demo', () => {
    fakeBuild()
    expect(chunksToHint(dist)).toEqual([
      'static/chunks/framework.js',
      'static/chunks/product.js',
      'static/chunks/router.js',
      'static/chunks/site-layout.js',
    ])
    expect(addCompileHints(dist)).toHaveLength(4)
    for (const name of ['framework.js', 'router.js', 'site-layout.js', 'product.js']) {
      expect(read(name).startsWith(HINT)).toBe(true)
      // The script itself is untouched after the comment line.
      expect(read(name).slice(HINT.length)).toBe(`(globalThis.TURBOPACK||[]).push(["${name}"])`)
    }
    for (const name of ['polyfill.js', 'admin.js', 'demo.js', 'site.css'])
      expect(read(name).startsWith('//#')).toBe(false)
  })

  it('changes nothing when run again on the same build', () => {
    fakeBuild()
    addCompileHints(dist)
    const before = read('framework.js')
    expect(addCompileHints(dist)).toEqual([])
    expect(read('framework.js')).toBe(before)
    expect(before.indexOf(HINT, 1)).toBe(-1)
  })
})
