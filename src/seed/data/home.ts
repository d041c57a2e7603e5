import { getDemoProducts } from './products'
import type { SeedKnowledgeItem, SeedSlide } from './types'

export const slides: SeedSlide[] = [
  {
    title: 'Geçiş Kontrolde Yeni Nesil Çözümler',
    subtitle:
      'Kartlı, biyometrik ve mobil kimlik destekli okuyucular, paneller ve turnikeler tek çatı altında.',
    link: '/urunler/gecis-kontrol-sistemleri',
    order: 1,
    hue: 190,
  },
  {
    title: 'Gece Gündüz Net Görüntü',
    subtitle: '4K IP kameralar, PTZ ve termal kameralar ile uçtan uca video gözetim sistemleri.',
    link: '/urunler/video-gozetim-sistemleri',
    order: 2,
    hue: 212,
  },
  {
    title: '30’dan Fazla Uluslararası Marka',
    subtitle: 'Güvenlik teknolojilerinde dünyanın seçkin üreticileri Vitrin güvencesiyle.',
    link: '/markalarimiz',
    order: 3,
    hue: 262,
  },
  {
    title: 'Vitrin Bayisi Olun',
    subtitle: 'Eğitim, ön satış ve teknik destekle büyüyen bayi ağımıza katılın.',
    link: '/bayilik-basvurusu',
    order: 4,
    hue: 24,
  },
]

/** "Bunları Biliyor Muydunuz?" carousel. */
export const knowledgeItems: SeedKnowledgeItem[] = [
  {
    title: 'IP koruma sınıfı',
    content:
      'IP kodundaki ilk rakam toza, ikinci rakam suya karşı korumayı gösterir. IP67 sınıfındaki bir kamera tamamen toz geçirmezdir ve 1 metre derinlikte 30 dakika suya dayanır.',
    hue: 205,
    icon: 'bullet-camera',
  },
  {
    title: 'PoE ile tek kablo',
    content:
      'IEEE 802.3af (PoE) port başına 15,4 W, 802.3at (PoE+) ise 30 W güç sağlar. Böylece kamera hem verisini hem enerjisini 100 metreye kadar tek bir Ethernet kablosundan alır.',
    hue: 160,
    icon: 'switch',
  },
  {
    title: 'H.265 ile yarı depolama',
    content:
      'H.265 (HEVC) sıkıştırma, aynı görüntü kalitesinde H.264’e göre yaklaşık yarı yarıya daha az bant genişliği ve disk alanı kullanır.',
    hue: 222,
    icon: 'nvr',
  },
  {
    title: 'Mifare mi, EM mi?',
    content:
      'Mifare kartlar 13,56 MHz’de çalışır ve şifreli sektörlere sahiptir. 125 kHz EM kartlar ise yalnızca sabit bir numara taşıdığından kolayca kopyalanabilir.',
    hue: 190,
    icon: 'reader',
  },
  {
    title: 'EN 54 standardı',
    content:
      'EN 54, yangın algılama ve alarm sistemlerini kapsayan Avrupa standart serisidir. Örneğin EN 54-2 kontrol panellerini, EN 54-7 ise duman dedektörlerini tanımlar.',
    hue: 4,
    icon: 'smoke-detector',
  },
  {
    title: 'IK10 darbe dayanımı',
    content:
      'IK10 sınıfındaki bir dome kamera 20 joule’lük darbeye dayanır; bu, 5 kg’lık bir kütlenin 40 cm yükseklikten düşmesine eşdeğerdir.',
    hue: 232,
    icon: 'dome-camera',
  },
  {
    title: 'PIR dedektör nasıl çalışır?',
    content:
      'PIR dedektörler hareketi değil, algılama alanındaki kızılötesi enerji değişimini algılar. Bu yüzden kalorifer peteğine ya da güneş alan cama bakacak şekilde monte edilmemelidir.',
    hue: 28,
    icon: 'detector',
  },
  {
    title: 'Fail-safe ve fail-secure',
    content:
      'Fail-safe kilitler enerji kesildiğinde açılır ve acil çıkış kapılarında kullanılır. Fail-secure kilitler ise enerji kesildiğinde kilitli kalır.',
    hue: 262,
    icon: 'lock',
  },
  {
    title: '100 metre kuralı',
    content:
      'Cat5e’den Cat6A’ya kadar tüm bakır Ethernet kategorilerinde bir hattın azami uzunluğu 100 metredir. Daha uzun mesafeler için fiber optik kullanılır.',
    hue: 150,
    icon: 'cable',
  },
  {
    title: 'Anti-passback',
    content:
      'Anti-passback kuralı, içeri girmiş bir kartın çıkış yapılmadan yeniden giriş için kullanılmasını engeller ve kart paylaşımının önüne geçer.',
    hue: 180,
    icon: 'turnstile',
  },
  {
    title: 'Alarmda güvenlik dereceleri',
    content:
      'EN 50131 standardı alarm sistemlerini dört güvenlik derecesine ayırır. Konutlar ve küçük işletmeler için genellikle Grade 2, bankalar gibi yüksek riskli yerler için Grade 3 tercih edilir.',
    hue: 18,
    icon: 'panel',
  },
  {
    title: 'Karanlıkta termal görüş',
    content:
      'Termal kameralar görünür ışığa değil ısı yayılımına duyarlıdır; tam karanlıkta, dumanda ve hafif siste bile insanları ve araçları algılayabilir.',
    hue: 12,
    icon: 'bullet-camera',
  },
  {
    title: 'Üç boyutlu sayım',
    content:
      '3D stereo insan sayma sensörleri derinlik bilgisi kullandığı için yetişkinleri çocuklardan ve alışveriş arabalarından ayırt edebilir.',
    hue: 300,
    icon: 'counter',
  },
]

/** One product from each of these sub-categories fills the home page's popular carousel. */
const POPULAR_FROM = [
  'ip-kameralar',
  'ptz-ve-speed-dome-kameralar',
  'kayit-cihazlari-nvr-dvr',
  'biyometrik-okuyucular',
  'turnike-ve-bariyer-sistemleri',
  'alarm-panelleri',
  'duman-ve-isi-dedektorleri',
  'elektromanyetik-kilitler',
  'poe-switchler',
  '3d-stereo-insan-sayma-sensorleri',
]

export const popularSkus: string[] = POPULAR_FROM.flatMap((slug) => {
  const product = getDemoProducts().find((p) => p.categorySlug === slug)
  return product ? [product.sku] : []
})
