import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import {
  redirectOptions,
  redirectsPlugin,
  redirectsTranslations,
} from '@payloadcms/plugin-redirects'
import { initI18n } from '@payloadcms/translations'
import { en } from '@payloadcms/translations/languages/en'
import { tr } from '@payloadcms/translations/languages/tr'
import { deepMergeSimple } from '@payloadcms/translations/utilities'
import type { Config } from 'payload'
import { describe, expect, it } from 'vitest'

import { adminTranslations, redirectTypeOptions } from '@/backoffice/admin/i18n'

type Tree = { [key: string]: Tree | string }

/**
 * Keys whose Turkish may equal the English: none in Payload 3.90.1. A brand or code that reads the
 * same in both languages ("URL", "API") goes here, with its reason, when an upgrade brings one.
 */
const sameInBothLanguages = new Set<string>([])

/** `general:of` → 'of' for every string of a translations tree. */
function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    if (key === '$schema') return []
    const name = prefix ? `${prefix}:${key}` : key
    return typeof value === 'string' ? [[name, value]] : leaves(value, name)
  })
}

function lookup(tree: Tree, name: string): string | undefined {
  let node: Tree | string | undefined = tree
  for (const part of name.split(':')) node = typeof node === 'object' ? node[part] : undefined
  return typeof node === 'string' ? node : undefined
}

/** `{{count}}` variables and `<0>` rich-text slots: a translation must keep every one. */
const slots = (text: string) => [...new Set(text.match(/\{\{\s*\w+\s*\}\}|<\/?\d+>/g))].sort()

const turkish = deepMergeSimple(tr.translations, adminTranslations.tr) as unknown as Tree
const english = leaves(en.translations as unknown as Tree)

describe("the admin's Turkish (Payload's tr plus src/backoffice/admin/i18n.ts)", () => {
  it('has a Turkish value, not the English one, for every key Payload has in English', () => {
    const missing = english.filter(([name]) => !lookup(turkish, name)?.trim())
    const stillEnglish = english.filter(
      ([name, text]) => lookup(turkish, name) === text && !sameInBothLanguages.has(name),
    )
    expect(missing.map(([name]) => name)).toEqual([])
    expect(stillEnglish.map(([name]) => name)).toEqual([])
  })

  it('keeps every variable and rich-text slot of the English string', () => {
    const broken = english
      .filter(([name, text]) => slots(lookup(turkish, name) ?? '').join() !== slots(text).join())
      .map(([name]) => name)
    expect(broken).toEqual([])
  })

  it('overrides only keys Payload has, so a renamed key cannot go unnoticed', () => {
    const known = new Set(english.map(([name]) => name))
    const overrides = leaves(adminTranslations.tr as Tree).filter(
      ([name]) => !name.startsWith('plugin-redirects:'),
    )
    expect(overrides.filter(([name]) => !known.has(name)).map(([name]) => name)).toEqual([])
    expect([...sameInBothLanguages].filter((name) => !known.has(name))).toEqual([])
  })

  it('is what Payload serves once wired as i18n.translations (the client strings too)', async () => {
    const i18n = await initI18n({
      config: {
        supportedLanguages: { tr },
        fallbackLanguage: 'tr',
        translations: adminTranslations,
      },
      context: 'client',
      language: 'tr',
    })
    expect(i18n.t('general:of')).toBe('/')
    expect(i18n.t('general:or')).toBe('veya')
    expect(i18n.t('general:searchBy', { label: 'Ad' })).toBe('Ara: Ad')
    expect(i18n.dateFNSKey).toBe('tr')
  })

  it("translates the redirects plugin (it ships no Turkish) and survives the plugin's merge", async () => {
    expect(Object.keys(redirectsTranslations)).not.toContain('tr')
    const pluginEnglish = leaves(redirectsTranslations.en as unknown as Tree)
    for (const [name, text] of pluginEnglish) {
      const value = lookup(turkish, name)
      expect(value, name).toBeTruthy()
      expect(value, name).not.toBe(text)
    }
    const config = redirectsPlugin({ collections: [] })({
      i18n: { translations: adminTranslations },
    } as unknown as Config)
    const merged = config.i18n?.translations as unknown as Record<string, Tree>
    expect(lookup(merged.tr!, 'plugin-redirects:fromUrl')).toBe(
      adminTranslations.tr['plugin-redirects'].fromUrl,
    )
    expect(lookup(merged.tr!, 'general:of')).toBe('/')
    expect(redirectTypeOptions.map((o) => o.value)).toEqual(redirectOptions.map((o) => o.value))
  })

  it('finds Turkish for every rich-text editor (Lexical) string', async () => {
    // Lexical merges its own translations over the config's, so an override could not fix these.
    const dist = path.resolve('node_modules/@payloadcms/richtext-lexical/dist')
    const files = (fs.readdirSync(dist, { recursive: true }) as string[]).filter(
      (file) => path.basename(file) === 'i18n.js',
    )
    expect(files.length).toBeGreaterThan(5)
    for (const file of files) {
      const { i18n } = (await import(pathToFileURL(path.join(dist, file)).href)) as {
        i18n: Record<string, Tree>
      }
      for (const [name, text] of leaves(i18n.en!)) {
        const value = i18n.tr && lookup(i18n.tr, name)
        expect(value, `${file} ${name}`).toBeTruthy()
        expect(value, `${file} ${name}`).not.toBe(text)
      }
    }
  })
})
