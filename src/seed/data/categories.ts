import type { SeedCategory, SeedSubCategory, VisualKind } from './types'

export const categories: SeedCategory[] = [
  {
    name: 'Video Gözetim Sistemleri',
    slug: 'video-gozetim-sistemleri',
    order: 1,
    description:
      'IP ve analog HD kameralar, PTZ ve termal kameralar ile ağ video kayıt cihazlarından oluşan uçtan uca video gözetim çözümleri.',
    children: [
      { name: 'IP Kameralar', slug: 'ip-kameralar', order: 1 },
      { name: 'Analog HD Kameralar', slug: 'analog-hd-kameralar', order: 2 },
      { name: 'PTZ ve Speed Dome Kameralar', slug: 'ptz-ve-speed-dome-kameralar', order: 3 },
      { name: 'Termal Kameralar', slug: 'termal-kameralar', order: 4 },
      { name: 'Kayıt Cihazları (NVR/DVR)', slug: 'kayit-cihazlari-nvr-dvr', order: 5 },
      { name: 'Güvenlik Diskleri (HDD)', slug: 'guvenlik-diskleri', order: 6 },
    ],
  },
  {
    name: 'Geçiş Kontrol Sistemleri',
    slug: 'gecis-kontrol-sistemleri',
    order: 2,
    description:
      'Kartlı ve biyometrik okuyucular, geçiş kontrol panelleri, turnike ve bariyer sistemleriyle bina girişlerini güvenle yönetin.',
    children: [
      { name: 'Kartlı Geçiş Okuyucuları', slug: 'kartli-gecis-okuyuculari', order: 1 },
      { name: 'Biyometrik Okuyucular', slug: 'biyometrik-okuyucular', order: 2 },
      { name: 'Geçiş Kontrol Panelleri', slug: 'gecis-kontrol-panelleri', order: 3 },
      { name: 'Turnike ve Bariyer Sistemleri', slug: 'turnike-ve-bariyer-sistemleri', order: 4 },
      { name: 'Şifreli Geçiş Tuş Takımları', slug: 'sifreli-gecis-tus-takimlari', order: 5 },
    ],
  },
  {
    name: 'Hırsız Alarm Sistemleri',
    slug: 'hirsiz-alarm-sistemleri',
    order: 3,
    description:
      'Kablolu ve kablosuz alarm panelleri, hareket dedektörleri, siren ve tuş takımlarıyla EN 50131 uyumlu izinsiz giriş algılama.',
    children: [
      { name: 'Alarm Panelleri', slug: 'alarm-panelleri', order: 1 },
      { name: 'Hareket Dedektörleri', slug: 'hareket-dedektorleri', order: 2 },
      { name: 'Kablosuz Alarm Ürünleri', slug: 'kablosuz-alarm-urunleri', order: 3 },
      { name: 'Siren ve Flaşörler', slug: 'siren-ve-flasorler', order: 4 },
      { name: 'Alarm Tuş Takımları', slug: 'alarm-tus-takimlari', order: 5 },
    ],
  },
  {
    name: 'Yangın Alarm Sistemleri',
    slug: 'yangin-alarm-sistemleri',
    order: 4,
    description:
      'EN 54 sertifikalı adresli ve konvansiyonel yangın alarm panelleri, dedektörler, siren ve flaşörler ile gaz algılama ürünleri.',
    children: [
      {
        name: 'Adresli Yangın Alarm Panelleri',
        slug: 'adresli-yangin-alarm-panelleri',
        order: 1,
      },
      {
        name: 'Konvansiyonel Yangın Alarm Panelleri',
        slug: 'konvansiyonel-yangin-alarm-panelleri',
        order: 2,
      },
      { name: 'Duman ve Isı Dedektörleri', slug: 'duman-ve-isi-dedektorleri', order: 3 },
      { name: 'Yangın Siren ve Flaşörleri', slug: 'yangin-siren-ve-flasorleri', order: 4 },
      {
        name: 'Gaz ve Karbonmonoksit Dedektörleri',
        slug: 'gaz-ve-karbonmonoksit-dedektorleri',
        order: 5,
      },
    ],
  },
  {
    name: 'Kilit Sistemleri',
    slug: 'kilit-sistemleri',
    order: 5,
    description:
      'Elektromanyetik kilitler, elektrikli kilit karşılıkları, akıllı kapı kilitleri ve otel kilit sistemleri.',
    children: [
      { name: 'Elektromanyetik Kilitler', slug: 'elektromanyetik-kilitler', order: 1 },
      { name: 'Elektrikli Kilit Karşılıkları', slug: 'elektrikli-kilit-karsiliklari', order: 2 },
      { name: 'Akıllı Kapı Kilitleri', slug: 'akilli-kapi-kilitleri', order: 3 },
      { name: 'Otel Kilit Sistemleri', slug: 'otel-kilit-sistemleri', order: 4 },
    ],
  },
  {
    name: 'Aydınlatma Sistemleri',
    slug: 'aydinlatma-sistemleri',
    order: 6,
    description:
      'Ofis, mağaza, otopark ve çevre aydınlatması için enerji verimli LED armatürler ile acil aydınlatma çözümleri.',
    children: [
      { name: 'LED Panel Armatürler', slug: 'led-panel-armaturler', order: 1 },
      { name: 'LED Projektörler', slug: 'led-projektorler', order: 2 },
      { name: 'Acil Aydınlatma Armatürleri', slug: 'acil-aydinlatma-armaturleri', order: 3 },
      { name: 'LED Downlight Armatürler', slug: 'led-downlight-armaturler', order: 4 },
    ],
  },
  {
    name: 'Veri İletim Sistemleri',
    slug: 'veri-iletim-sistemleri',
    order: 7,
    description:
      'Güvenlik ağları için PoE ve endüstriyel switchler, fiber medya dönüştürücüler, SFP modüller ve yapısal kablolama ürünleri.',
    children: [
      { name: 'PoE Switchler', slug: 'poe-switchler', order: 1 },
      { name: 'Endüstriyel Switchler', slug: 'endustriyel-switchler', order: 2 },
      {
        name: 'Medya Dönüştürücüler ve SFP Modüller',
        slug: 'medya-donusturuculer-ve-sfp-moduller',
        order: 3,
      },
      { name: 'Kablo ve Altyapı Ürünleri', slug: 'kablo-ve-altyapi-urunleri', order: 4 },
    ],
  },
  {
    name: 'İnsan Sayma Sistemleri',
    slug: 'insan-sayma-sistemleri',
    order: 8,
    description:
      'Mağaza, AVM ve kamu binaları için ziyaretçi trafiğini ve doluluğu yüksek doğrulukla ölçen sayma sensörleri.',
    children: [
      {
        name: '3D Stereo İnsan Sayma Sensörleri',
        slug: '3d-stereo-insan-sayma-sensorleri',
        order: 1,
      },
      { name: 'Termal İnsan Sayma Sensörleri', slug: 'termal-insan-sayma-sensorleri', order: 2 },
      { name: 'Kızılötesi Kapı Sayaçları', slug: 'kizilotesi-kapi-sayaclari', order: 3 },
    ],
  },
]

/** The spec's fixed access-control slug (breadcrumb of /urunler/gecis-kontrol-sistemleri). */
export const ACCESS_CONTROL_SLUG = 'gecis-kontrol-sistemleri'

/** Sub-category slug -> its top category. */
export function parentOf(subSlug: string): SeedCategory | undefined {
  return categories.find((c) => c.children.some((s) => s.slug === subSlug))
}

export function listSubCategories(): { parent: SeedCategory; child: SeedSubCategory }[] {
  return categories.flatMap((parent) => parent.children.map((child) => ({ parent, child })))
}

/** Drawing kind and hue for category cards; a sub-category inherits its parent's hue. */
const topVisuals: Record<string, { kind: VisualKind; hue: number }> = {
  'video-gozetim-sistemleri': { kind: 'bullet-camera', hue: 210 },
  'gecis-kontrol-sistemleri': { kind: 'reader', hue: 190 },
  'hirsiz-alarm-sistemleri': { kind: 'detector', hue: 28 },
  'yangin-alarm-sistemleri': { kind: 'smoke-detector', hue: 4 },
  'kilit-sistemleri': { kind: 'lock', hue: 260 },
  'aydinlatma-sistemleri': { kind: 'lamp', hue: 45 },
  'veri-iletim-sistemleri': { kind: 'switch', hue: 160 },
  'insan-sayma-sistemleri': { kind: 'counter', hue: 300 },
}

const subVisuals: Record<string, VisualKind> = {
  'ip-kameralar': 'bullet-camera',
  'analog-hd-kameralar': 'dome-camera',
  'ptz-ve-speed-dome-kameralar': 'ptz-camera',
  'termal-kameralar': 'bullet-camera',
  'kayit-cihazlari-nvr-dvr': 'nvr',
  'guvenlik-diskleri': 'disk',
  'kartli-gecis-okuyuculari': 'reader',
  'biyometrik-okuyucular': 'reader',
  'gecis-kontrol-panelleri': 'panel',
  'turnike-ve-bariyer-sistemleri': 'turnstile',
  'sifreli-gecis-tus-takimlari': 'keypad',
  'alarm-panelleri': 'panel',
  'hareket-dedektorleri': 'detector',
  'kablosuz-alarm-urunleri': 'detector',
  'siren-ve-flasorler': 'siren',
  'alarm-tus-takimlari': 'keypad',
  'adresli-yangin-alarm-panelleri': 'panel',
  'konvansiyonel-yangin-alarm-panelleri': 'panel',
  'duman-ve-isi-dedektorleri': 'smoke-detector',
  'yangin-siren-ve-flasorleri': 'siren',
  'gaz-ve-karbonmonoksit-dedektorleri': 'smoke-detector',
  'elektromanyetik-kilitler': 'lock',
  'elektrikli-kilit-karsiliklari': 'lock',
  'akilli-kapi-kilitleri': 'lock',
  'otel-kilit-sistemleri': 'lock',
  'led-panel-armaturler': 'lamp',
  'led-projektorler': 'lamp',
  'acil-aydinlatma-armaturleri': 'lamp',
  'led-downlight-armaturler': 'lamp',
  'poe-switchler': 'switch',
  'endustriyel-switchler': 'switch',
  'medya-donusturuculer-ve-sfp-moduller': 'switch',
  'kablo-ve-altyapi-urunleri': 'cable',
  '3d-stereo-insan-sayma-sensorleri': 'counter',
  'termal-insan-sayma-sensorleri': 'counter',
  'kizilotesi-kapi-sayaclari': 'counter',
}

/** Which drawing and colour to use for a category's card image (top or sub-category slug). */
export function categoryVisual(slug: string): { kind: VisualKind; hue: number } {
  const top = topVisuals[slug]
  if (top) return top
  const parent = parentOf(slug)
  const hue = parent ? (topVisuals[parent.slug]?.hue ?? 210) : 210
  return { kind: subVisuals[slug] ?? 'panel', hue }
}
