import type { SeedSiteSettings } from './types'

// Every address, number and domain here is fictional: 555 numbers and reserved example domains.
export const siteSettings: SeedSiteSettings = {
  siteName: 'Vitrin Güvenlik Teknolojileri',
  legalName: 'Vitrin Güvenlik Teknolojileri A.Ş.',
  address: 'Atatürk Mah. Güven Sok. No: 8, 34758 Ataşehir/İstanbul',
  phones: [
    { label: 'Santral', number: '+90 (216) 555 12 34' },
    { label: 'Teknik Destek (7/24)', number: '+90 (216) 555 12 00' },
    { label: 'Ankara Bölge Ofisi', number: '+90 (312) 555 43 21' },
  ],
  email: 'info@vitrin.example',
  social: {
    linkedin: 'https://www.linkedin.com/company/vitrin-guvenlik',
    twitter: 'https://twitter.com/vitringuvenlik',
    facebook: 'https://www.facebook.com/vitringuvenlik',
  },
  map: { lat: 40.9925, lng: 29.1245, zoom: 15 },
  sales: {
    title: 'Satış',
    text: 'Ürün, fiyat ve proje teklifleriniz için satış ekibimiz hafta içi 08.30–18.00 saatleri arasında hizmetinizde. Bayilik ve proje iş birlikleri için de bize ulaşabilirsiniz.',
    phone: '+90 (216) 555 12 34',
    email: 'satis@vitrin.example',
  },
  support: {
    title: '7/24 Teknik Destek',
    text: 'Kurulum, devreye alma, yazılım güncelleme ve arıza durumlarında teknik destek ekibimize haftanın her günü, günün her saatinde ulaşabilirsiniz.',
    phone: '+90 (216) 555 12 00',
    email: 'destek@vitrin.example',
  },
  leadRecipients: ['talepler@vitrin.example'],
}
