import { afterAll, describe, expect, it } from 'vitest'

import { axeViolations } from '../helpers/axe'
import { closeBrowser, DESKTOP, MOBILE, openPage } from '../helpers/browser'

afterAll(closeBrowser)

const result = (page: import('playwright-core').Page) => page.locator('#sonuc')

describe('project planner (proje planlayıcı)', () => {
  it('with JavaScript: recomputes as the form changes, adds a group, hands the list to a quote', async () => {
    const { page, context } = await openPage('/proje-planlayici', { viewport: DESKTOP })
    try {
      // The example project is computed on arrival.
      expect(await result(page).textContent()).toContain('64 Mbps')
      await page.getByLabel('Kamera sayısı').fill('40')
      await expect.poll(() => result(page).textContent(), { timeout: 10_000 }).toContain('160 Mbps')
      await page.getByRole('button', { name: '+ Kamera grubu ekle' }).click()
      await page.locator('#g1-cameras').waitFor()
      await expect.poll(() => result(page).textContent(), { timeout: 10_000 }).toContain('320 Mbps')
      expect(page.url()).toMatch(/kamera=40.*kamera=40/)
      expect(await axeViolations(page)).toEqual([])

      await page.getByRole('link', { name: 'Teklif listesine ekle' }).click()
      await page.waitForURL(/\/teklif-listesi\?not=/)
      const message = await page.getByLabel('Mesajınız').inputValue()
      expect(message).toMatch(/^Proje planlayıcıdan:\n- 40 kamera, 4 MP, H\.265/)
      expect(message).toContain('Toplam 320 Mbps')
      // The recorder, its disks and the switch are in the list, with their quantities.
      expect(await page.locator('main').textContent()).toMatch(/Kayıt Cihazı|NVR/)
    } finally {
      await context.close()
    }
  })

  it('without JavaScript: the form computes on the server and the link adds the list', async () => {
    const { page, context } = await openPage('/proje-planlayici', {
      viewport: MOBILE,
      javaScriptEnabled: false,
    })
    try {
      await page.getByLabel('Kamera sayısı').fill('8')
      await page.getByLabel('Saklama süresi (gün)').fill('60')
      await page.getByRole('button', { name: 'Hesapla', exact: true }).last().click()
      await page.waitForURL(/kamera=8.*gun=60&raid=yok#sonuc$/)
      const text = await result(page).textContent()
      expect(text).toContain('32 Mbps')
      expect(text).toContain('22,8 TB')
      await page.getByRole('link', { name: 'Teklif listesine ekle' }).click()
      await page.waitForURL(/\/teklif-listesi\?eklendi=\d+&not=/)
      expect(await page.getByLabel('Mesajınız').inputValue()).toContain('8 kamera')
      expect(await page.locator('main').textContent()).toMatch(
        /GB|TB Güvenlik Diski|Kurumsal Sabit Disk/,
      )
    } finally {
      await context.close()
    }
  })
})
