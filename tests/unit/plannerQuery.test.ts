import { describe, expect, it } from 'vitest'

import {
  DEFAULT_PROJECT,
  projectInput,
  projectNote,
  projectQuery,
  projectValues,
} from '@/planner/query'
import { plannerSchema } from '@/planner/schema'

const query = (text: string) => {
  const out: Record<string, string | string[]> = {}
  for (const [key, value] of new URLSearchParams(text)) {
    const known = out[key]
    out[key] = known === undefined ? value : [...(Array.isArray(known) ? known : [known]), value]
  }
  return out
}

const TWO =
  'kamera=16&mp=4&codec=h265&fps=15&saat=24&hareket=100&mbps=&urun=' +
  '&kamera=8&mp=8&codec=h265%2B&fps=20&saat=12&hareket=40&mbps=2%2C5&urun=kamera-x&gun=30&raid=raid5'

describe('the planner page’s URL', () => {
  it('is the example project when it names none, with the camera of the page it came from', () => {
    expect(projectValues({})).toEqual(DEFAULT_PROJECT)
    expect(projectValues({ urun: 'bir-kamera' }).groups).toEqual([
      { ...DEFAULT_PROJECT.groups[0], product: 'bir-kamera' },
    ])
    expect(plannerSchema.safeParse(projectInput(projectValues({}))).success).toBe(true)
  })

  it('reads one value per group for each field, in order, and writes the same URL back', () => {
    const values = projectValues(query(TWO))
    expect(values.groups).toHaveLength(2)
    expect(values.groups[1]).toEqual({
      cameras: '8',
      megapixels: '8',
      codec: 'h265+',
      fps: '20',
      hoursPerDay: '12',
      motionPercent: '40',
      bitrateMbps: '2,5',
      product: 'kamera-x',
    })
    expect(projectQuery(values)).toBe(new URLSearchParams(TWO).toString())
    const parsed = plannerSchema.safeParse(projectInput(values))
    expect(parsed.success).toBe(true)
    // A Turkish decimal comma is a number; an empty override is none.
    expect(parsed.data?.groups.map((g) => g.bitrateMbps)).toEqual([null, 2.5])
  })

  it('adds a group like the last one, removes the one asked, never the only one', () => {
    const added = projectValues(query(`${TWO}&ekle=1`))
    expect(added.groups).toHaveLength(3)
    expect(added.groups[2]).toEqual({ ...added.groups[1], product: '' })
    expect(projectValues(query(`${TWO}&sil=0`)).groups.map((g) => g.cameras)).toEqual(['8'])
    const one = 'kamera=16&mp=4&codec=h265&fps=15&saat=24&hareket=100&mbps=&urun=&gun=30&raid=yok'
    expect(projectValues(query(`${one}&sil=0`)).groups).toHaveLength(1)
  })

  it('leaves text where a number goes for the schema to refuse, with the field’s message', () => {
    const parsed = plannerSchema.safeParse(
      projectInput(projectValues(query(TWO.replace('fps=15', 'fps=on5')))),
    )
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues[0]?.path).toEqual(['groups', 0, 'fps'])
  })

  it('sums the project up in Turkish for the quote request, with its link', () => {
    const values = projectValues(query(TWO))
    const note = projectNote(values, { bitrateMbps: 123.7, storageTB: 27.1, poeWatts: 144 })
    expect(note.split('\n')).toEqual([
      'Proje planlayıcıdan:',
      '- 16 kamera, 4 MP, H.265, 15 fps, günde 24 saat, sürekli kayıt',
      '- 8 kamera, 8 MP, H.265+, 20 fps, günde 12 saat, hareketle kayıt (%40), kamera-x',
      'Saklama 30 gün, RAID 5.',
      'Toplam 123,7 Mbps, 27,1 TB, 144 W PoE.',
      `Proje: /proje-planlayici?${projectQuery(values)}`,
    ])
  })
})

describe('a big project’s note', () => {
  it('fits the request’s message: ten groups listed, the link left out when too long', () => {
    const one =
      'kamera=16&mp=4&codec=h265&fps=15&saat=24&hareket=100&mbps=&urun=uzun-bir-kamera-adi-'
    const values = projectValues(
      query(`${Array.from({ length: 50 }, (_, i) => `${one}${i}`).join('&')}&gun=30&raid=yok`),
    )
    const note = projectNote(values, { bitrateMbps: 3200, storageTB: 1140.5, poeWatts: 4800 })
    expect(note.length).toBeLessThan(1500)
    expect(note).toContain('- ve 40 grup daha')
    expect(note).not.toContain('Proje: ')
  })
})
