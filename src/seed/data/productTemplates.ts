import type { Rng } from './random'
import { formatInt } from './text'
import type { SeedBrand, VisualKind } from './types'

/** The parts a brand's code pattern is assembled from (see `composeSku` in products.ts). */
export interface ModelCode {
  family: string
  digits: string
  suffix: string
  extra?: string
}

export interface Draft {
  title: string
  kind: VisualKind
  /** Drawing style of the kind, 0-3. */
  style: number
  brief: string
  intro: string
  /** A pool; the generator keeps 4-6 of them, in order. */
  features: string[]
  /** Places the product suits; the generator keeps 3-4. */
  usage: string[]
  specs: [string, string][]
  model: ModelCode
}

export type Template = (r: Rng, brand: SeedBrand) => Draft

const temp = (lo: number, hi: number) => `${lo} °C ~ +${hi} °C`
const lm = (watt: number, efficacy: number) =>
  `${formatInt(Math.round((watt * efficacy) / 10) * 10)} lm`

const OFFICE = ['ofis binaları', 'plazalar', 'bankalar', 'kamu binaları']
const RETAIL = ['mağazalar', 'alışveriş merkezleri', 'zincir marketler', 'showroomlar']
const INDUSTRY = [
  'fabrikalar',
  'lojistik depoları',
  'organize sanayi bölgeleri',
  'enerji tesisleri',
]
const PUBLIC = [
  'hastaneler',
  'okullar',
  'üniversite kampüsleri',
  'havalimanları',
  'metro istasyonları',
]
const RESIDENTIAL = ['konut siteleri', 'villalar', 'rezidanslar']
const HOSPITALITY = ['oteller', 'tatil köyleri', 'öğrenci yurtları']
const OUTDOOR = ['otoparklar', 'site girişleri', 'şantiyeler', 'çevre güvenliği gereken alanlar']

// ---------------------------------------------------------------- video surveillance

const RESOLUTIONS = [
  { mp: 2, label: '2 MP', res: '1920 × 1080', sensor: '1/2.8" Progressive Scan CMOS' },
  { mp: 4, label: '4 MP', res: '2560 × 1440', sensor: '1/3" Progressive Scan CMOS' },
  { mp: 5, label: '5 MP', res: '2592 × 1944', sensor: '1/2.7" Progressive Scan CMOS' },
  { mp: 6, label: '6 MP', res: '3200 × 1800', sensor: '1/2.4" Progressive Scan CMOS' },
  { mp: 8, label: '8 MP (4K)', res: '3840 × 2160', sensor: '1/1.8" Progressive Scan CMOS' },
  { mp: 12, label: '12 MP', res: '4000 × 3072', sensor: '1/1.7" Progressive Scan CMOS' },
] as const

const FIXED_LENS_FOV: Record<string, string> = {
  '2.8': '103°',
  '3.6': '89°',
  '4': '84°',
  '6': '54°',
}

const ipCamera: Template = (r, brand) => {
  const form = r.pick([
    {
      name: 'Bullet',
      word: 'bullet',
      kind: 'bullet-camera',
      style: 0,
      code: 6,
      ir: [30, 40, 50, 60, 80],
    },
    {
      name: 'Mini Bullet',
      word: 'mini bullet',
      kind: 'bullet-camera',
      style: 1,
      code: 0,
      ir: [30, 40],
    },
    { name: 'Dome', word: 'dome', kind: 'dome-camera', style: 0, code: 7, ir: [30, 40] },
    { name: 'Turret', word: 'turret', kind: 'dome-camera', style: 1, code: 3, ir: [30, 40, 50] },
  ] as const)
  const res = r.pick(RESOLUTIONS)
  const motor = r.chance(0.3)
  const lens = motor ? r.pick(['2.8–12', '2.7–13.5']) : r.pick(['2.8', '4', '6'])
  const night = r.pick(['IR', 'IR', 'Tam Renkli', 'Akıllı Hibrit Işıklı'] as const)
  const range = r.pick(form.ir)
  const wdr = r.pick(['120 dB', '120 dB', '130 dB', '140 dB'])
  const audio = r.chance(0.4)
  const dome = form.kind === 'dome-camera'
  const lensText = motor ? `${lens} mm Motorize Lens` : `${lens} mm Sabit Lens`
  const nightSpec =
    night === 'Tam Renkli'
      ? ['Beyaz Işık Mesafesi', `${Math.min(range, 40)} m`]
      : night === 'IR'
        ? ['IR Mesafesi', `${range} m`]
        : ['Aydınlatma', `Akıllı hibrit: ${range} m IR ve ${Math.min(range, 30)} m beyaz ışık`]
  const nightShort =
    night === 'Tam Renkli'
      ? 'sıcak beyaz ışık desteğiyle gece de renkli görüntü'
      : night === 'IR'
        ? `${range} m menzilli IR aydınlatma`
        : 'olay anında devreye giren akıllı hibrit aydınlatma'
  return {
    title: `${res.label} ${night} ${form.name} IP Kamera, ${lensText}`,
    kind: form.kind,
    style: form.style,
    brief: `${res.label} çözünürlük, ${lens} mm ${motor ? 'motorize' : 'sabit'} lens ve ${nightShort} sunan ${form.word} tipi IP kamera. H.265+ sıkıştırma ve PoE desteği sayesinde kurulumu ve depolaması ekonomiktir.`,
    intro: `${brand.name} imzalı bu ${form.word} IP kamera, ${res.sensor} sensörü ve ${res.res} piksel çözünürlüğüyle geniş alanları ayrıntılı biçimde kaydeder. ${motor ? 'Motorize varifokal lensi, görüş açısının kurulumdan sonra uzaktan ayarlanmasına olanak tanır.' : 'Sabit lensi, ayar gerektirmeden hızlı ve sorunsuz bir kurulum sağlar.'} Tek kablo üzerinden hem veri hem enerji taşıyan PoE desteği altyapı maliyetini düşürür.`,
    features: [
      'H.265+ sıkıştırma ile bant genişliği ve depolama ihtiyacında belirgin tasarruf',
      'İnsan ve araç sınıflandırmalı akıllı hareket algılama sayesinde daha az yanlış alarm',
      `${wdr} gerçek WDR ile ters ışıkta bile dengeli görüntü`,
      night === 'Tam Renkli'
        ? 'Düşük ışıkta renkli görüntü veren yüksek hassasiyetli sensör ve F1.0 diyafram'
        : `${range} m menzile kadar akıllı IR ile karanlıkta net görüntü`,
      'Alan ihlali, çizgi geçme ve nesne bırakma gibi davranış analizleri',
      'ONVIF Profil S, G ve T desteğiyle üçüncü parti kayıt cihazlarıyla uyum',
      audio
        ? 'Dahili mikrofon ile senkron ses kaydı'
        : 'Alarm giriş/çıkışı ile harici cihaz entegrasyonu',
      dome
        ? 'IK10 darbe dayanımlı vandal korumalı gövde'
        : 'IP67 koruma sınıfı ile her hava koşulunda çalışma',
      'Mobil uygulama ve web arayüzü üzerinden uzaktan izleme',
    ],
    usage: [...OFFICE, ...RETAIL, ...INDUSTRY, ...RESIDENTIAL, 'otoparklar'],
    specs: [
      ['Görüntü Sensörü', res.sensor],
      ['Çözünürlük', res.res],
      [
        'Lens',
        motor
          ? `${lens} mm motorize varifokal, yatay görüş açısı 103° ~ 30°`
          : `${lens} mm sabit, yatay görüş açısı ${FIXED_LENS_FOV[lens] ?? '90°'}`,
      ],
      [nightSpec[0] ?? 'IR Mesafesi', nightSpec[1] ?? `${range} m`],
      ['Video Sıkıştırma', 'H.265+ / H.265 / H.264+ / H.264'],
      ['WDR', wdr],
      ['Depolama', `microSD/SDHC/SDXC, ${r.pick(['256', '512'])} GB'a kadar`],
      ['Koruma Sınıfı', dome ? 'IP67, IK10' : 'IP67'],
      ['Besleme', '12 V DC / PoE (802.3af)'],
      [
        'Güç Tüketimi',
        `En fazla ${4 + (res.mp >= 8 ? 2 : res.mp >= 5 ? 1 : 0) + (motor ? 1.5 : 0) + (night === 'IR' ? 0 : 1)} W`,
      ],
      ['Çalışma Sıcaklığı', temp(-30, 60)],
    ],
    model: {
      family: r.pick(['CD', 'IPC', 'NC']),
      digits: `${r.int(1, 3)}${form.code}${res.mp}`,
      suffix: `${motor ? 'Z' : ''}${night === 'IR' ? 'I' : night === 'Tam Renkli' ? 'L' : 'HL'}${audio ? 'S' : ''}`,
      extra: motor ? undefined : lens.replace('.', ''),
    },
  }
}

const analogCamera: Template = (r, brand) => {
  const form = r.pick([
    { name: 'Bullet', word: 'bullet', kind: 'bullet-camera', style: 0 },
    { name: 'Mini Bullet', word: 'mini bullet', kind: 'bullet-camera', style: 1 },
    { name: 'Dome', word: 'dome', kind: 'dome-camera', style: 0 },
    { name: 'Turret', word: 'turret', kind: 'dome-camera', style: 1 },
  ] as const)
  const res = r.pick([
    { label: '2 MP', res: '1920 × 1080', mp: 2, sensor: '1/2.9" CMOS' },
    { label: '5 MP', res: '2560 × 1944', mp: 5, sensor: '1/2.7" CMOS' },
    { label: '8 MP (4K)', res: '3840 × 2160', mp: 8, sensor: '1/2.8" CMOS' },
  ])
  const lens = r.pick(['2.8', '3.6', '3.6', '6'])
  const night = r.pick(['IR', 'IR', 'Tam Renkli', 'Mikrofonlu IR'] as const)
  const range = r.pick(form.kind === 'dome-camera' ? [20, 25, 30] : [20, 30, 40, 60])
  return {
    title: `${res.label} 4'ü 1 Arada ${night} ${form.name} Kamera, ${lens} mm Sabit Lens`,
    kind: form.kind,
    style: form.style,
    brief: `Mevcut koaksiyel altyapıyı koruyarak ${res.label} görüntü kalitesine geçmek isteyen projeler için ${form.word} tipi analog HD kamera. TVI, AHD, CVI ve CVBS çıkışları arasında menüden geçiş yapılabilir.`,
    intro: `${brand.name} ${form.word} analog HD kamera, ${res.res} çözünürlüklü görüntüyü koaksiyel kablo üzerinden 500 metreye kadar gecikmesiz iletir. Dört farklı video standardını desteklediği için hem yeni hibrit kayıt cihazlarıyla hem de eski sistemlerle çalışır; bu da yenileme projelerinde kablolama maliyetini ortadan kaldırır.`,
    features: [
      "4'ü 1 arada video çıkışı: HD-TVI, AHD, HD-CVI ve CVBS",
      night === 'Tam Renkli'
        ? 'Sıcak beyaz LED ile 7/24 renkli görüntü'
        : `${range} m menzilli EXIR aydınlatma ile gece görüşü`,
      'Mekanik IR-cut filtre ile gerçek gece/gündüz geçişi',
      'Dijital gürültü azaltma (3D DNR) ile temiz gece görüntüsü',
      night === 'Mikrofonlu IR'
        ? 'Koaksiyel kablo üzerinden ses iletimi yapan dahili mikrofon'
        : 'Koaksiyel kablo üzerinden menü ve ayar kontrolü (UTC)',
      'Uzun koaksiyel hatlarda kayıpsız iletim',
      'IP67 koruma sınıfı ile iç ve dış ortamda kullanım',
    ],
    usage: [...RETAIL, ...RESIDENTIAL, 'küçük ofisler', 'depolar', 'otoparklar'],
    specs: [
      ['Görüntü Sensörü', res.sensor],
      ['Çözünürlük', res.res],
      ['Video Çıkışı', 'TVI / AHD / CVI / CVBS (seçilebilir)'],
      ['Lens', `${lens} mm sabit, yatay görüş açısı ${FIXED_LENS_FOV[lens] ?? '90°'}`],
      night === 'Tam Renkli'
        ? ['Beyaz Işık Mesafesi', `${range} m`]
        : ['IR Mesafesi', `${range} m`],
      ['Gece/Gündüz', 'Mekanik IR-cut filtre'],
      ['Koruma Sınıfı', 'IP67'],
      ['Besleme', '12 V DC ±%25'],
      ['Güç Tüketimi', `En fazla ${r.pick(['3.5', '4.5', '5'])} W`],
      ['Çalışma Sıcaklığı', temp(-40, 60)],
    ],
    model: {
      family: r.pick(['CE', 'HAC', 'TH']),
      digits: `${r.int(1, 5)}${res.mp}${form.kind === 'dome-camera' ? 5 : 6}`,
      suffix: `${night === 'Tam Renkli' ? 'L' : 'I'}${night === 'Mikrofonlu IR' ? 'S' : ''}${res.mp >= 5 ? 'P' : ''}`,
      extra: lens.replace('.', ''),
    },
  }
}

const ZOOMS = [
  { x: 25, focal: '4.8–120 mm' },
  { x: 32, focal: '4.8–153 mm' },
  { x: 36, focal: '5.9–212 mm' },
  { x: 42, focal: '6–252 mm' },
  { x: 45, focal: '5.7–256.5 mm' },
]

const ptzCamera: Template = (r, brand) => {
  const type = r.pick(['speed', 'speed', 'position', 'mini'] as const)
  const res = r.pick(RESOLUTIONS.filter((x) => x.mp === 2 || x.mp === 4 || x.mp === 8))
  const zoom = type === 'mini' ? { x: 4, focal: '2.8–12 mm' } : r.pick(ZOOMS)
  const ir = type === 'mini' ? 50 : r.pick([100, 150, 200, 250])
  const tracking = r.chance(0.6)
  const title =
    type === 'speed'
      ? `${res.label} ${zoom.x}x Optik Zoomlu IR Speed Dome IP Kamera`
      : type === 'position'
        ? `${res.label} ${zoom.x}x Optik Zoomlu Konumlandırma Tipi PTZ Kamera, ${ir} m IR`
        : `${res.label} 4x Optik Zoomlu Mini PTZ Dome IP Kamera`
  return {
    title: tracking && type !== 'mini' ? `${title}, Otomatik Takipli` : title,
    kind: 'ptz-camera',
    style: type === 'position' ? 1 : type === 'mini' ? 2 : 0,
    brief: `${zoom.x}x optik zoom, 360° sonsuz yatay dönüş ve ${ir} m IR menziliyle geniş alanları tek kamerayla izlemeyi sağlayan PTZ kamera.${tracking ? ' Yapay zekâ destekli otomatik takip, hareket eden hedefi kendiliğinden izler.' : ''}`,
    intro: `${brand.name} PTZ kamera, ${res.res} çözünürlüğü ve ${zoom.focal} odak aralığındaki lensiyle yüzlerce metre uzaktaki ayrıntıları yakalar. Hassas motor yapısı, ön ayar noktaları ve devriye turları sayesinde operatör iş yükünü azaltırken geniş alanların sürekli izlenmesini sağlar.`,
    features: [
      `${zoom.x}x optik zoom ve 16x dijital zoom`,
      '360° sonsuz yatay dönüş, -20° ~ 90° dikey hareket',
      `${ir} m menzilli akıllı IR aydınlatma`,
      '300 ön ayar noktası, 8 devriye turu ve 4 desen kaydı',
      tracking
        ? 'İnsan ve araç hedeflerini kendiliğinden izleyen otomatik takip'
        : 'Alan ihlali ve çizgi geçme algılaması',
      'Sis giderme (defog) ve elektronik görüntü sabitleme (EIS)',
      '6.000 V yıldırım ve aşırı gerilim koruması',
      'IP66 dış ortam koruması',
    ],
    usage: [...OUTDOOR, 'limanlar', 'kavşaklar ve şehir meydanları', ...INDUSTRY],
    specs: [
      ['Görüntü Sensörü', res.sensor],
      ['Çözünürlük', res.res],
      ['Optik Zoom', `${zoom.x}x (${zoom.focal})`],
      ['Yatay Hareket', '360° sonsuz, en fazla 160°/s'],
      ['Dikey Hareket', '-20° ~ 90° (otomatik çevirme)'],
      ['Ön Ayar', '300'],
      ['IR Mesafesi', `${ir} m`],
      ['Koruma Sınıfı', 'IP66, TVS 6.000 V'],
      ['Besleme', type === 'mini' ? '12 V DC / PoE+ (802.3at)' : '24 V AC / Hi-PoE (60 W)'],
      ['Güç Tüketimi', `En fazla ${type === 'mini' ? 18 : ir >= 200 ? 55 : 40} W`],
      ['Çalışma Sıcaklığı', temp(-40, 70)],
    ],
    model: {
      family: r.pick(['DE', 'SD', 'PTZ']),
      digits: `${type === 'mini' ? 2 : 4}${res.mp}${String(zoom.x).padStart(2, '0')}`,
      suffix: `${tracking ? 'A' : ''}I${type === 'position' ? 'P' : 'W'}`,
    },
  }
}

const thermalCamera: Template = (r, brand) => {
  const sensor = r.pick([
    { res: '160 × 120', code: 1 },
    { res: '256 × 192', code: 2 },
    { res: '384 × 288', code: 3 },
    { res: '640 × 512', code: 6 },
  ])
  const lens = r.pick(['3.1', '6.2', '9.7', '15', '25'])
  const type = r.pick(['dual', 'dual', 'measure', 'turret'] as const)
  const title =
    type === 'dual'
      ? `Çift Spektrumlu (Termal + Optik) Bullet Kamera, ${sensor.res}, ${lens} mm`
      : type === 'measure'
        ? `Sıcaklık Ölçümlü Termal Bullet Kamera, ${sensor.res}, ${lens} mm`
        : `Çift Spektrumlu Termal Turret Kamera, ${sensor.res}, ${lens} mm`
  return {
    title,
    kind: type === 'turret' ? 'dome-camera' : 'bullet-camera',
    style: type === 'turret' ? 1 : 2,
    brief: `Tam karanlıkta, duman ve siste bile ısı yayan hedefleri algılayan ${sensor.res} termal çözünürlüklü kamera.${type === 'measure' ? ' Yangın erken uyarısı için sıcaklık ölçümü ve eşik alarmı sunar.' : ' Termal ve optik görüntüyü aynı anda sunar.'}`,
    intro: `${brand.name} termal kamera, soğutmasız VOx mikrobolometre dedektörüyle ortam ışığına ihtiyaç duymadan insan ve araçları algılar. Çevre güvenliğinde yanlış alarmları azaltan derin öğrenme tabanlı hedef sınıflandırması ve ${lens} mm termal lensi ile uzun mesafeli koruma sağlar.`,
    features: [
      `${sensor.res} termal çözünürlük, 12 µm piksel aralığı`,
      'NETD < 40 mK ile yüksek ısıl hassasiyet',
      type === 'measure'
        ? 'Nokta, çizgi ve alan bazlı sıcaklık ölçümü ile eşik alarmı'
        : '4 MP optik modül ile termal ve renkli görüntü yan yana',
      'İnsan ve araç sınıflandırmalı çevre güvenliği analizleri',
      'Yangın noktası algılama ve erken uyarı',
      'Duman, sis ve tam karanlıkta kesintisiz algılama',
      'IP67 koruma, yıldırım ve aşırı gerilim koruması',
    ],
    usage: [...INDUSTRY, 'enerji santralleri', 'depolama sahaları', 'sınır ve çevre güvenliği'],
    specs: [
      ['Termal Dedektör', 'Vanadyum oksit (VOx) mikrobolometre, soğutmasız'],
      ['Termal Çözünürlük', sensor.res],
      ['Piksel Aralığı', '12 µm'],
      ['NETD', '< 40 mK (@25 °C, F#1.0)'],
      ['Termal Lens', `${lens} mm`],
      type === 'measure'
        ? ['Sıcaklık Ölçüm Aralığı', `${temp(-20, 150)} / 0 °C ~ 550 °C`]
        : ['Optik Modül', '4 MP, 1/2.7" Progressive Scan CMOS'],
      ['Koruma Sınıfı', 'IP67'],
      ['Besleme', '12 V DC / PoE (802.3at)'],
      ['Güç Tüketimi', `En fazla ${type === 'dual' ? 12 : 9} W`],
      ['Çalışma Sıcaklığı', temp(-40, 65)],
    ],
    model: {
      family: r.pick(['TB', 'TH', 'TC']),
      digits: `${sensor.code}${type === 'turret' ? 4 : 2}${lens.replace('.', '').padStart(2, '0')}`,
      suffix: type === 'measure' ? 'T' : 'PA',
    },
  }
}

const recorder: Template = (r, brand) => {
  const dvr = r.chance(0.3)
  if (dvr) {
    const ch = r.pick([4, 8, 16, 32])
    const q = r.pick([
      { label: '1080p', code: 1 },
      { label: '5 MP', code: 5 },
      { label: '4K', code: 8 },
    ])
    const bays = ch >= 16 ? r.pick([2, 4]) : 1
    return {
      title: `${ch} Kanal ${q.label} Hibrit Dijital Video Kayıt Cihazı (DVR), ${bays} HDD`,
      kind: 'nvr',
      style: 1,
      brief: `${ch} analog HD kameranın yanında IP kameraları da kaydedebilen hibrit DVR. H.265 Pro+ sıkıştırma ile aynı disk kapasitesinde daha uzun kayıt süresi sağlar.`,
      intro: `${brand.name} hibrit DVR, TVI, AHD, CVI ve CVBS kameraları tek cihazda toplar; ek IP kanallarıyla mevcut sistemi adım adım IP altyapısına taşımanıza imkân tanır. Akıllı arama ve hareket algılamalı kayıt özellikleri sayesinde kayıtlar içinde aradığınız olayı dakikalar içinde bulursunuz.`,
      features: [
        `${ch} kanal analog HD ve ${ch / 2} kanala kadar ek IP kamera girişi`,
        'H.265 Pro+ sıkıştırma ile uzun kayıt süresi',
        'İnsan ve araç ayrımı yapan akıllı hareket algılama',
        'HDMI ve VGA çıkışlarından eş zamanlı görüntü',
        `${bays} SATA disk yuvası`,
        'Mobil uygulama ile uzaktan izleme ve kayıt oynatma',
      ],
      usage: [...RETAIL, ...RESIDENTIAL, 'küçük ve orta ölçekli işletmeler'],
      specs: [
        ['Analog Giriş', `${ch} kanal (TVI/AHD/CVI/CVBS)`],
        ['IP Kamera Girişi', `${ch / 2} kanala kadar`],
        ['Gelen Bant Genişliği', `${ch * 4} Mbps`],
        [
          'Kayıt Çözünürlüğü',
          q.label === '4K' ? '8 MP / 5 MP / 4 MP / 1080p' : '5 MP / 4 MP / 1080p / 720p',
        ],
        ['Video Sıkıştırma', 'H.265 Pro+ / H.265 / H.264'],
        ['Video Çıkışı', '1 × HDMI, 1 × VGA'],
        ['Disk Yuvası', `${bays} × SATA, disk başına 10 TB'a kadar`],
        ['Ağ Arayüzü', '1 × RJ45 10/100/1000 Mbps'],
        ['Besleme', '12 V DC'],
      ],
      model: {
        family: r.pick(['HQHI', 'XVR', 'HD']),
        digits: `7${q.code}${String(ch).padStart(2, '0')}`,
        suffix: bays > 1 ? `K${bays}` : 'M',
      },
    }
  }
  return networkRecorder()(r, brand)
}

/** An NVR: of the channels given (the planner's range), else of a channel count drawn. */
export const networkRecorder =
  (channels?: number): Template =>
  (r, brand) => {
    const ch = channels ?? r.pick([4, 8, 8, 16, 16, 32, 64])
    const bays =
      ch === 4
        ? 1
        : ch === 8
          ? r.pick([1, 2])
          : ch === 16
            ? r.pick([2, 4])
            : ch === 32
              ? r.pick([4, 8])
              : 8
    const poe = ch <= 16 && r.chance(0.6) ? ch : 0
    const ai = ch >= 16 && r.chance(0.35)
    const bandwidth = { 4: 40, 8: 80, 16: 160, 32: 256, 64: 400 }[ch] ?? 160
    const title = `${ch} Kanal 4K ${ai ? 'Yüz Tanıma Destekli ' : ''}Ağ Video Kayıt Cihazı (NVR)${poe ? `, ${poe} Port PoE` : ''}, ${bays} HDD`
    return {
      title,
      kind: 'nvr',
      style: bays >= 4 ? 2 : 0,
      brief: `${ch} IP kameraya kadar 4K kayıt yapabilen, ${bays} disk yuvalı ağ video kayıt cihazı.${poe ? ` Dahili ${poe} port PoE ile kameraları tek kabloyla besler.` : ''}`,
      intro: `${brand.name} NVR, ${bandwidth} Mbps gelen bant genişliği ve ${bays} disk yuvasıyla ${ch} kanala kadar yüksek çözünürlüklü kaydı güvenle saklar. ${ai ? 'Dahili yüz tanıma motoru, kayıtlı yüz listeleriyle karşılaştırma yaparak yetkisiz kişileri anında bildirir.' : 'İnsan ve araç filtreli akıllı arama sayesinde kayıtlarda aradığınızı kısa sürede bulursunuz.'} ONVIF desteği farklı markalardaki kameraların da sisteme eklenmesini sağlar.`,
      features: [
        '12 MP çözünürlüğe kadar IP kamera kaydı',
        'H.265+ / H.265 kod çözme ile düşük depolama ihtiyacı',
        `${bandwidth} Mbps gelen bant genişliği`,
        poe ? `IEEE 802.3af/at uyumlu ${poe} port PoE` : 'Tak ve çalıştır kamera ekleme',
        ai
          ? 'Yüz tanıma ve yüz listesi karşılaştırması'
          : 'İnsan ve araç sınıflandırmalı akıllı arama',
        bays >= 4 ? 'RAID 0, 1, 5 ve 10 desteği' : 'Disk başına 16 TB kapasite desteği',
        'HDMI (4K) ve VGA çıkışı',
        'ONVIF ve RTSP desteği',
      ],
      usage: [...OFFICE, ...RETAIL, ...INDUSTRY, ...PUBLIC],
      specs: [
        ['Kanal Sayısı', `${ch} IP kamera`],
        ['Gelen Bant Genişliği', `${bandwidth} Mbps`],
        ['Kayıt Çözünürlüğü', '12 MP / 8 MP / 6 MP / 5 MP / 4 MP / 1080p'],
        ['Video Sıkıştırma', 'H.265+ / H.265 / H.264+ / H.264'],
        ['Video Çıkışı', '1 × HDMI (4K), 1 × VGA'],
        ['Disk Yuvası', `${bays} × SATA, disk başına ${bays >= 8 ? 20 : 16} TB'a kadar`],
        ['Ağ Arayüzü', bays >= 4 ? '2 × RJ45 10/100/1000 Mbps' : '1 × RJ45 10/100/1000 Mbps'],
        ...(poe
          ? ([['PoE', `${poe} port, IEEE 802.3af/at, toplam ${poe * 15} W`]] as [string, string][])
          : []),
        [
          'Besleme',
          bays >= 4 ? '100–240 V AC' : poe ? '100–240 V AC, dahili güç kaynağı' : '12 V DC',
        ],
        ['Çalışma Sıcaklığı', temp(-10, 55)],
      ],
      model: {
        family: r.pick(['NI', 'NVR', 'NR']),
        digits: `7${ch >= 32 ? 7 : 6}${String(ch).padStart(2, '0')}`,
        suffix: `${ai ? 'F' : ''}K${bays}`,
        extra: poe ? `${poe}P` : undefined,
      },
    }
  }

// ---------------------------------------------------------------- access control

const CARD_TECH = [
  {
    name: 'Mifare Kartlı Geçiş Kontrol Okuyucu',
    tech: 'Mifare Classic 1K/4K, Mifare Plus, Ultralight',
    reads: 'Mifare Classic, Mifare Plus ve Ultralight kartlarını',
    freq: '13.56 MHz',
    range: '3–5 cm',
    code: 'MF',
  },
  {
    name: 'EM Kartlı Geçiş Kontrol Okuyucu',
    tech: 'EM4100, EM4200, TK4100',
    reads: 'EM4100, EM4200 ve TK4100 uyumlu kartları',
    freq: '125 kHz',
    range: '5–8 cm',
    code: 'EM',
  },
  {
    name: 'Mifare DESFire EV3 Destekli Güvenli Kart Okuyucu',
    tech: 'Mifare DESFire EV1/EV2/EV3, Mifare Classic',
    reads: 'Mifare DESFire EV1/EV2/EV3 ve Mifare Classic kartlarını',
    freq: '13.56 MHz',
    range: '2–4 cm',
    code: 'DF',
  },
  {
    name: 'Çift Frekanslı Kart Okuyucu (125 kHz + 13.56 MHz)',
    tech: 'EM4100, Mifare Classic, DESFire',
    reads: '125 kHz EM kartları ile 13.56 MHz Mifare ve DESFire kartlarını',
    freq: '125 kHz ve 13.56 MHz',
    range: '3–6 cm',
    code: 'DX',
  },
  {
    name: 'NFC ve Bluetooth Destekli Mobil Kimlik Okuyucu',
    tech: 'Mobil kimlik (BLE/NFC), Mifare, DESFire',
    reads: 'Mifare ve DESFire kartlarını',
    freq: '13.56 MHz / BLE 5.0',
    range: 'Kart: 3–5 cm, Bluetooth: 10 metreye kadar',
    code: 'BT',
  },
]

const cardReader: Template = (r, brand) => {
  const tech = r.pick(CARD_TECH)
  const form = r.pick(['wall', 'mullion', 'keypad'] as const)
  const iface = r.pick(['Wiegand', 'Wiegand', 'OSDP', 'RS-485', 'Wiegand ve OSDP'])
  const prefix = form === 'mullion' ? 'Kasa Tipi ' : form === 'keypad' ? 'Tuş Takımlı ' : ''
  return {
    title: `${prefix}${tech.name}, ${iface}`,
    kind: form === 'keypad' ? 'keypad' : 'reader',
    style: form === 'keypad' ? 2 : form === 'mullion' ? 0 : 1,
    brief: `${tech.freq} frekansında çalışan, ${iface} arayüzüyle tüm yaygın geçiş kontrol panellerine bağlanabilen ${form === 'mullion' ? 'ince kasa tipi' : 'duvar tipi'} okuyucu.${form === 'keypad' ? ' Dahili tuş takımı kart ve şifreyle çift doğrulamaya olanak tanır.' : ''}`,
    intro: `${brand.name} okuyucu, ${tech.reads} ${tech.range} mesafeden hızlı ve güvenilir biçimde okur. ${iface.includes('OSDP') ? 'Şifreli OSDP haberleşmesi, okuyucu ile panel arasındaki hattı kopyalama ve dinleme saldırılarına karşı korur.' : 'Standart Wiegand çıkışı sayesinde mevcut panellerle ek dönüştürücüye gerek kalmadan çalışır.'} Polikarbonat gövdesi iç ve dış ortamda uzun ömürlü kullanım sunar.`,
    features: [
      `${tech.freq} kart teknolojisi`,
      iface.includes('OSDP') ? 'OSDP v2 güvenli kanal desteği' : 'Wiegand 26/34 bit çıkış',
      'Çift renkli LED ve buzzer ile anlık geri bildirim',
      'Sökülme (tamper) alarmı',
      'IP65 koruma sınıfı ile dış ortam kullanımı',
      form === 'keypad'
        ? 'Arka aydınlatmalı 12 tuşlu tuş takımı'
        : 'Metal kasa ve kapı kasası montajına uygun ince tasarım',
      'Sahada güncellenebilir yazılım',
    ],
    usage: [...OFFICE, ...INDUSTRY, ...PUBLIC, 'veri merkezleri'],
    specs: [
      ['Kart Teknolojisi', tech.tech],
      ['Çalışma Frekansı', tech.freq],
      ['Okuma Mesafesi', tech.range],
      [
        'Arayüz',
        iface.includes('OSDP')
          ? `${iface} (RS-485)`
          : iface === 'Wiegand'
            ? 'Wiegand 26/34 bit'
            : iface,
      ],
      ['Gösterge', 'Çift renkli LED ve buzzer'],
      ['Koruma Sınıfı', form === 'mullion' ? 'IP65, IK08' : 'IP65'],
      ['Besleme', '9–14 V DC'],
      ['Akım Tüketimi', `En fazla ${r.pick([90, 120, 150])} mA`],
      ['Çalışma Sıcaklığı', temp(-25, 65)],
      ['Boyutlar', form === 'mullion' ? '45 × 150 × 20 mm' : '86 × 86 × 18 mm'],
    ],
    model: {
      family: tech.code,
      digits: `${form === 'mullion' ? 1 : form === 'keypad' ? 3 : 2}${r.int(1, 4)}0`,
      suffix: `${iface.includes('OSDP') ? 'OS' : 'W'}${form === 'keypad' ? 'K' : ''}`,
    },
  }
}

const biometric: Template = (r, brand) => {
  const type = r.pick(['finger', 'face', 'face', 'combo'] as const)
  const screen = r.pick(['4.3', '5', '7', '8'])
  const capacity = r.pick([3000, 6000, 10000, 50000])
  const title =
    type === 'finger'
      ? `Parmak İzi ve Mifare Kartlı Biyometrik Okuyucu, ${formatInt(capacity)} Kullanıcı`
      : type === 'face'
        ? `Yüz Tanıma Terminali, ${screen} inç Dokunmatik Ekran, ${formatInt(capacity)} Yüz`
        : `Yüz ve Parmak İzi Tanımalı Personel Devam Kontrol Terminali, ${screen} inç`
  return {
    title,
    kind: 'reader',
    style: type === 'finger' ? 2 : 3,
    brief:
      type === 'finger'
        ? 'Parmak izi, kart ve şifreyi tek cihazda birleştiren biyometrik okuyucu. Sahte parmak izi algılama ile kart paylaşımını ve yetkisiz girişi engeller.'
        : `Temassız ve hızlı geçiş için ${screen} inç ekranlı yüz tanıma terminali. Canlılık algılama, fotoğraf ve videoyla yapılan aldatma girişimlerini engeller.`,
    intro: `${brand.name} biyometrik terminal, derin öğrenme tabanlı algoritmasıyla ${formatInt(capacity)} kullanıcıya kadar kimlik doğrulamayı bir saniyenin altında tamamlar. Geçiş kontrol ve personel devam kontrol uygulamalarında kullanılabilir; TCP/IP ve Wiegand arayüzleri sayesinde mevcut sistemlere kolayca eklenir.`,
    features: [
      type === 'finger'
        ? 'Sahte parmak izi algılamalı optik sensör'
        : 'Çift kameralı canlılık algılama',
      'Bir saniyenin altında doğrulama süresi',
      `${formatInt(capacity)} kullanıcı ve 150.000 olay kaydı kapasitesi`,
      'Kart, şifre ve biyometri kombinasyonlarıyla çok faktörlü doğrulama',
      'TCP/IP, RS-485 ve Wiegand giriş/çıkış',
      'Dahili röle ile doğrudan kapı kontrolü',
      'Personel devam kontrol yazılımlarıyla entegrasyon',
    ],
    usage: [...OFFICE, ...INDUSTRY, 'hastaneler', 'veri merkezleri', 'laboratuvarlar'],
    specs: [
      [
        'Kullanıcı Kapasitesi',
        type === 'finger' ? `${formatInt(capacity)} parmak izi` : `${formatInt(capacity)} yüz`,
      ],
      ['Olay Kapasitesi', '150.000 kayıt'],
      ['Doğrulama Süresi', type === 'finger' ? '< 0.5 s' : '< 0.2 s'],
      type === 'finger'
        ? ['Sensör', '500 dpi optik, sahte parmak algılamalı']
        : ['Ekran', `${screen} inç IPS dokunmatik`],
      type === 'finger'
        ? ['Kart Teknolojisi', 'Mifare, 13.56 MHz']
        : ['Tanıma Mesafesi', '0.3–2 m'],
      ['Arayüzler', 'TCP/IP, RS-485, Wiegand giriş/çıkış, röle çıkışı'],
      ['Koruma Sınıfı', r.pick(['IP65', 'IP65, IK04', 'IP54'])],
      ['Besleme', '12 V DC, 2 A'],
      ['Çalışma Sıcaklığı', temp(-20, 60)],
    ],
    model: {
      family: type === 'finger' ? 'FP' : 'FT',
      digits: `${type === 'finger' ? 2 : 6}${screen.replace('.', '').slice(0, 1)}${String(Math.round(capacity / 1000)).padStart(2, '0')}`,
      suffix: type === 'combo' ? 'MF' : type === 'face' ? 'F' : 'EM',
    },
  }
}

const accessPanel: Template = (r, brand) => {
  const doors = r.pick([1, 2, 2, 4, 4, 8])
  const users = r.pick([10000, 50000, 100000])
  const type = r.pick(['ip', 'box', 'web'] as const)
  const title =
    type === 'ip'
      ? `${doors} Kapı ${doors * 2} Okuyuculu IP Geçiş Kontrol Paneli`
      : type === 'box'
        ? `${doors} Kapı Geçiş Kontrol Paneli, Metal Kasa ve Güç Kaynaklı`
        : `Web Tabanlı ${doors} Kapı Geçiş Kontrol Paneli, ${formatInt(users)} Kullanıcı`
  return {
    title,
    kind: 'panel',
    style: 0,
    brief: `${doors} kapıyı giriş ve çıkış okuyucularıyla yöneten, ${formatInt(users)} kullanıcı kapasiteli geçiş kontrol paneli. Ağ bağlantısı kopsa bile yetkilendirme kararlarını kendi hafızasından verir.`,
    intro: `${brand.name} geçiş kontrol paneli, ${doors * 2} okuyucu girişi, kapı kontakları ve çıkış butonlarıyla kapı başına tam denetim sağlar. Zaman profilleri, anti-passback ve alarm senaryoları panelde saklandığı için sunucu bağlantısı olmadan da çalışmaya devam eder. ${type === 'web' ? 'Dahili web sunucusu sayesinde küçük projeler ek yazılım kurmadan tarayıcıdan yönetilebilir.' : 'Merkezi yönetim yazılımı ile yüzlerce panel tek ekrandan izlenebilir.'}`,
    features: [
      `${doors * 2} okuyucu girişi (Wiegand veya OSDP)`,
      `${formatInt(users)} kullanıcı ve 300.000 olay hafızası`,
      'Anti-passback, kilit bağımlılığı (interlock) ve çoklu kart kuralları',
      'Çevrim dışı çalışma: bağlantı kesildiğinde yerel karar verme',
      'Şifreli TCP/IP haberleşmesi',
      'Yangın alarm girişi ile acil durumda kapıların otomatik açılması',
      type === 'box'
        ? 'Akü yuvalı metal kasa ve dahili güç kaynağı'
        : 'DIN ray veya kasa içi montaj',
    ],
    usage: [...OFFICE, ...INDUSTRY, ...PUBLIC, 'veri merkezleri'],
    specs: [
      ['Kapı Sayısı', String(doors)],
      ['Okuyucu Girişi', `${doors * 2} × Wiegand / OSDP`],
      ['Kullanıcı Kapasitesi', formatInt(users)],
      ['Olay Hafızası', '300.000 olay'],
      ['Haberleşme', 'TCP/IP 10/100 Mbps, RS-485'],
      ['Röle Çıkışı', `${doors} × kilit rölesi, ${doors} × yardımcı röle (2 A @ 30 V DC)`],
      ['Giriş', `${doors * 2} × kapı kontağı/çıkış butonu, 2 × yangın/alarm`],
      [
        'Besleme',
        type === 'box'
          ? '100–240 V AC, dahili 12 V DC / 5 A güç kaynağı'
          : type === 'web'
            ? '12 V DC / PoE (802.3at)'
            : '12 V DC',
      ],
      ['Çalışma Sıcaklığı', temp(-10, 55)],
    ],
    model: {
      family: r.pick(['AC', 'ACP', 'CP']),
      digits: `${doors}${type === 'web' ? 1 : type === 'box' ? 2 : 0}${String(Math.round(users / 10000)).padStart(2, '0')}`,
      suffix: type === 'box' ? 'B' : type === 'web' ? 'WP' : 'N',
    },
  }
}

const turnstile: Template = (r, brand) => {
  const type = r.pick(['tripod', 'speed', 'speed', 'full', 'barrier'] as const)
  const steel = r.pick(['AISI 304', 'AISI 304', 'AISI 316'])
  if (type === 'barrier') {
    const arm = r.pick([3, 4, 5, 6])
    const speed = arm <= 4 ? r.pick(['1.5', '3']) : r.pick(['3', '6'])
    return {
      title: `Otopark Bariyeri, ${arm} m Kol, ${speed} sn Açılış Süresi`,
      kind: 'turnstile',
      style: 3,
      brief: `${arm} metre kol uzunluğu ve ${speed} saniyelik açılma süresiyle site ve otopark girişleri için elektromekanik bariyer. Fırçasız DC motoru yoğun trafikte kesintisiz çalışır.`,
      intro: `${brand.name} otopark bariyeri, fırçasız DC motoru ve dengeleme yayı sayesinde günde binlerce çevrimi düşük bakım ihtiyacıyla karşılar. Engel algılama ve döngü dedektörü girişleri, kolun araç üzerine kapanmasını önler; elektrik kesintisinde kol elle kaldırılabilir.`,
      features: [
        `${arm} m alüminyum kol, LED şerit aydınlatma seçeneği`,
        `${speed} saniyelik açılma/kapanma süresi`,
        '24 V DC fırçasız motor ve akü yedekleme desteği',
        'Döngü dedektörü ve fotosel girişleri',
        'Engel algılandığında otomatik geri dönüş',
        'Geçiş kontrol, plaka tanıma ve uzaktan kumanda entegrasyonu',
      ],
      usage: ['otoparklar', ...RESIDENTIAL, 'hastaneler', 'fabrikalar', 'alışveriş merkezleri'],
      specs: [
        ['Kol Uzunluğu', `${arm} m`],
        ['Açılma Süresi', `${speed} s`],
        ['Motor', '24 V DC fırçasız'],
        ['Gövde', 'Galvaniz çelik, elektrostatik toz boya'],
        ['Arıza Arası Ortalama Çevrim (MCBF)', '5 milyon'],
        ['Besleme', '220–240 V AC, 50/60 Hz'],
        ['Koruma Sınıfı', 'IP54'],
        ['Çalışma Sıcaklığı', temp(-35, 70)],
      ],
      model: {
        family: 'BR',
        digits: `${arm}${speed.replace('.', '')}0`,
        suffix: arm >= 5 ? 'L' : 'S',
      },
    }
  }
  const width = type === 'speed' ? r.pick([600, 900]) : type === 'tripod' ? 550 : 650
  const name =
    type === 'tripod'
      ? `${r.pick(['Çift Yönlü ', ''])}Tripod Turnike, ${steel} Paslanmaz Çelik`
      : type === 'speed'
        ? `Çift Kanatlı Hızlı Geçiş Turnikesi (Speed Gate), ${width} mm, ${steel}`
        : `${r.pick(['Tek', 'Çift'])} Geçişli Boy Turnikesi, ${steel} Paslanmaz Çelik`
  const word =
    type === 'tripod'
      ? 'tripod turnike'
      : type === 'speed'
        ? 'hızlı geçiş turnikesi'
        : 'boy turnikesi'
  return {
    title: name,
    kind: 'turnstile',
    style: type === 'tripod' ? 0 : type === 'speed' ? 1 : 2,
    brief: `${steel} paslanmaz çelik gövdeli ${word}. Kartlı, biyometrik ve QR kodlu okuyucularla birlikte çalışarak personel ve ziyaretçi girişlerini düzenler.`,
    intro: `${brand.name} ${word}, ${width} mm geçiş genişliği ve dakikada 30 kişiye varan geçiş hızıyla yoğun girişlerde akışı yavaşlatmadan kontrol sağlar. Elektrik kesintisinde serbest geçişe izin veren güvenli mod, yangın alarm sistemine bağlanarak acil tahliyeyi kolaylaştırır.`,
    features: [
      `${steel} paslanmaz çelik gövde`,
      type === 'speed'
        ? 'Çift sıra kızılötesi sensörle kuyruk geçişi algılama'
        : 'Mekanik ve elektronik geçiş kilitleme',
      'Dakikada 30 kişiye kadar geçiş hızı',
      'Elektrik kesintisinde serbest geçiş (fail-safe) modu',
      'Yangın alarm girişi ile acil durumda otomatik açılma',
      "Okuyucu montajına hazır kapak ve yön gösterge LED'leri",
      '5 milyon çevrimlik tasarım ömrü',
    ],
    usage: [...OFFICE, ...INDUSTRY, 'stadyumlar', 'metro istasyonları', 'spor salonları'],
    specs: [
      ['Gövde Malzemesi', `${steel} paslanmaz çelik`],
      ['Geçiş Genişliği', `${width} mm`],
      ['Geçiş Hızı', 'Dakikada 25–30 kişi'],
      ['Motor', type === 'speed' ? '24 V DC fırçasız servo motor' : '24 V DC'],
      ['Arıza Arası Ortalama Çevrim (MCBF)', '5 milyon'],
      ['Besleme', '100–240 V AC, 50/60 Hz'],
      ['Koruma Sınıfı', type === 'full' ? 'IP44' : 'IP54'],
      ['Acil Durum', 'Elektrik kesintisinde serbest geçiş'],
      ['Çalışma Sıcaklığı', temp(-20, 60)],
    ],
    model: {
      family: type === 'tripod' ? 'TR' : type === 'speed' ? 'SG' : 'FH',
      digits: `${type === 'speed' ? (width === 900 ? 9 : 6) : type === 'tripod' ? 3 : 2}${steel.endsWith('316') ? 6 : 4}0`,
      suffix: steel.endsWith('316') ? 'SS6' : 'SS',
    },
  }
}

const accessKeypad: Template = (r, brand) => {
  const type = r.pick([
    {
      name: 'Bağımsız Şifreli Tuş Takımı, EM Kart Okuyuculu',
      card: 'EM 125 kHz',
      body: 'ABS',
      bodyText: 'ABS gövdesi',
      code: 'EM',
    },
    {
      name: 'Vandal Korumalı Metal Şifreli Tuş Takımı, Mifare Okuyuculu',
      card: 'Mifare 13.56 MHz',
      body: 'Çinko alaşım',
      bodyText: 'çinko alaşım gövdesi',
      code: 'MF',
    },
    {
      name: 'Dokunmatik Şifreli Tuş Takımı, Wiegand Çıkışlı',
      card: 'Mifare 13.56 MHz',
      body: 'Temperli cam ön panel',
      bodyText: 'temperli cam ön paneli',
      code: 'TC',
    },
    {
      name: 'Şifreli Tuş Takımı, Bluetooth ve Mobil Uygulamalı',
      card: 'EM 125 kHz / BLE',
      body: 'Alüminyum',
      bodyText: 'alüminyum gövdesi',
      code: 'BL',
    },
  ])
  const users = r.pick([1000, 2000, 3000])
  return {
    title: `${type.name}, ${formatInt(users)} Kullanıcı`,
    kind: 'keypad',
    style: type.code === 'TC' ? 1 : 2,
    brief: `Tek kapılı uygulamalar için panel gerektirmeden çalışan, ${formatInt(users)} kullanıcı kapasiteli şifreli tuş takımı. Kart, şifre veya ikisi birlikte kullanılarak kapı açılabilir.`,
    intro: `${brand.name} şifreli tuş takımı, dahili röle çıkışıyla elektromanyetik kilit veya kilit karşılığını doğrudan sürer. Wiegand giriş ve çıkışı sayesinde ister bağımsız ister bir geçiş kontrol paneline bağlı okuyucu olarak kullanılabilir; ${type.bodyText} günlük yoğun kullanıma dayanıklıdır.`,
    features: [
      'Kart, şifre veya kart + şifre ile giriş',
      `${formatInt(users)} kullanıcı kapasitesi`,
      'Bağımsız çalışma ve Wiegand okuyucu modu',
      'Arka aydınlatmalı tuşlar ve sesli geri bildirim',
      'Sökülme alarmı ve alarm çıkışı',
      'IP66 koruma ile dış ortam montajı',
    ],
    usage: [...OFFICE, ...RESIDENTIAL, 'teknik odalar', 'depolar'],
    specs: [
      ['Kullanıcı Kapasitesi', formatInt(users)],
      ['Kart Teknolojisi', type.card],
      ['Giriş Yöntemi', 'Kart, şifre veya kart + şifre'],
      ['Röle Çıkışı', '1 × NO/NC, 2 A'],
      ['Arayüz', 'Wiegand 26 giriş/çıkış'],
      ['Gövde', type.body],
      ['Koruma Sınıfı', type.code === 'MF' ? 'IP66, IK09' : 'IP66'],
      ['Besleme', '12 V DC'],
      ['Çalışma Sıcaklığı', temp(-30, 60)],
    ],
    model: { family: 'KP', digits: `${r.int(1, 5)}${users / 1000}0`, suffix: type.code },
  }
}

// ---------------------------------------------------------------- intrusion

const alarmPanel: Template = (r, brand) => {
  const type = r.pick(['hybrid', 'hybrid', 'wireless', 'grade3'] as const)
  const zones = r.pick([8, 16, 32])
  const max = zones === 8 ? 32 : zones === 16 ? 64 : 192
  const comm = r.pick(['IP', 'IP ve 4G', 'IP ve GPRS', 'PSTN ve IP'])
  const partitions = r.pick([4, 8, 16])
  const title =
    type === 'hybrid'
      ? `${zones} Bölgeli Hibrit Alarm Paneli (${max} Bölgeye Kadar), ${comm} Haberleşme`
      : type === 'wireless'
        ? `Kablosuz Alarm Paneli, ${max} Kablosuz Bölge, Dahili ${comm === 'PSTN ve IP' ? 'IP' : comm} Modül`
        : `Grade 3 ${zones} Bölgeli Alarm Paneli, ${comm} Haberleşme`
  return {
    title,
    kind: 'panel',
    style: 1,
    brief: `${max} bölgeye kadar genişleyebilen, ${comm} üzerinden alarm izleme merkezine ve mobil uygulamaya bildirim gönderen alarm paneli. EN 50131 ${type === 'grade3' ? 'Grade 3' : 'Grade 2'} gereksinimlerini karşılar.`,
    intro: `${brand.name} alarm paneli, kablolu ve kablosuz dedektörleri aynı sistemde yöneterek konuttan kurumsal tesislere kadar geniş bir kullanım alanı sunar. Bölümlendirme (partition) desteği sayesinde tek panel birden fazla bağımsız alanı koruyabilir; ${comm} haberleşme seçenekleri ise alarm olaylarını izleme merkezine güvenle iletir.`,
    features: [
      `${zones} dahili bölge, ${max} bölgeye kadar genişleme`,
      `${partitions} bağımsız alt sistem (partition)`,
      `${comm} üzerinden Contact ID ve SIA DC-09 raporlama`,
      'Mobil uygulama ile kurma, devre dışı bırakma ve anlık bildirim',
      'Video doğrulama için kamera entegrasyonu',
      'Programlanabilir PGM çıkışları ile otomasyon senaryoları',
      type === 'grade3' ? 'EN 50131 Grade 3 sertifikası' : 'EN 50131 Grade 2 sertifikası',
    ],
    usage: [...RESIDENTIAL, ...RETAIL, 'bankalar', 'kuyumcular', 'eczaneler', 'depolar'],
    specs: [
      ['Dahili Bölge', type === 'wireless' ? '0 (tamamı kablosuz)' : String(zones)],
      ['Maksimum Bölge', `${max}`],
      ['Alt Sistem (Partition)', String(partitions)],
      ['Kullanıcı Kodu', String(r.pick([32, 96, 256]))],
      ['Olay Hafızası', `${formatInt(r.pick([512, 1024, 2048]))} olay`],
      ['Haberleşme', comm],
      ['Protokol', 'Contact ID, SIA DC-09'],
      ['Sertifika', `EN 50131 ${type === 'grade3' ? 'Grade 3' : 'Grade 2'}`],
      [
        'Besleme',
        type === 'wireless'
          ? '230 V AC, 6 V 1.2 Ah yedek akü'
          : '16.5 V AC transformatör, 12 V 7 Ah akü',
      ],
    ],
    model: {
      family: r.pick(['AP', 'MG', 'SP']),
      digits: `${type === 'wireless' ? 9 : type === 'grade3' ? 5 : 4}${String(zones).padStart(2, '0')}`,
      suffix: comm.includes('4G') ? 'LTE' : comm.includes('GPRS') ? 'GP' : 'IP',
    },
  }
}

const motionDetector: Template = (r, brand) => {
  const type = r.pick(['pir', 'pet', 'dual', 'dual', 'ceiling', 'outdoor', 'curtain'] as const)
  const range = r.pick([10, 12, 15, 18, 20])
  const pet = r.pick([20, 25, 40])
  const ceiling = r.pick([10, 12, 16])
  const titles = {
    pir: `Dijital PIR Hareket Dedektörü, ${range} m`,
    pet: `Evcil Hayvan Bağışıklıklı PIR Dedektör, ${range} m, ${pet} kg`,
    dual: `Çift Teknolojili (PIR + Mikrodalga) Hareket Dedektörü, ${range} m`,
    ceiling: `Tavan Tipi 360° PIR Dedektör, Ø ${ceiling} m`,
    outdoor: `Dış Ortam Çift PIR Hareket Dedektörü, ${range} m, IP65`,
    curtain: `Perde Tipi PIR Dedektör, ${range} m`,
  }
  const dual = type === 'dual'
  return {
    title: titles[type],
    kind: 'detector',
    style: type === 'ceiling' ? 2 : dual || type === 'outdoor' ? 1 : 0,
    brief: `${type === 'ceiling' ? `Ø ${ceiling} m` : `${range} m`} algılama alanına sahip ${dual ? 'PIR ve mikrodalga teknolojilerini birleştiren' : 'dijital sinyal işlemeli'} hareket dedektörü. Yanlış alarmlara karşı sıcaklık kompanzasyonu ve darbe sayma özelliği sunar.`,
    intro: `${brand.name} hareket dedektörü, dijital sinyal işleme algoritmasıyla insan hareketini ısı dalgalanmalarından, hava akımından ve küçük hayvanlardan ayırt eder. ${dual ? 'Mikrodalga ve PIR kanalları birlikte onay verdiğinde alarm üretildiği için zorlu ortamlarda bile yanlış alarm riski en aza iner.' : 'Kolay montaj yapısı ve ayarlanabilir hassasiyeti sayesinde kurulum birkaç dakikada tamamlanır.'}`,
    features: [
      type === 'ceiling'
        ? `360° ve Ø ${ceiling} m algılama alanı`
        : `${range} m × ${range} m, 90° algılama alanı`,
      type === 'pet'
        ? `${pet} kg'a kadar evcil hayvan bağışıklığı`
        : 'Otomatik sıcaklık kompanzasyonu',
      dual ? '10.525 GHz mikrodalga ve PIR çift onay' : 'Ayarlanabilir darbe sayma',
      'Beyaz ışık ve RF parazitine karşı bağışıklık',
      'Kapak ve duvar sökülme tamperi',
      type === 'outdoor'
        ? 'IP65 dış ortam gövdesi ve maskeleme algılama'
        : 'Duvar ve köşe montaj aparatı',
      'Düşük akım tüketimi',
    ],
    usage: [...RESIDENTIAL, ...RETAIL, ...OFFICE, 'depolar'],
    specs: [
      [
        'Algılama Teknolojisi',
        dual ? 'PIR + mikrodalga (10.525 GHz)' : type === 'outdoor' ? 'Çift PIR' : 'Dijital PIR',
      ],
      [
        'Algılama Alanı',
        type === 'ceiling'
          ? `360°, Ø ${ceiling} m`
          : type === 'curtain'
            ? `${range} m, 7.5° perde`
            : `${range} m × ${range} m, 90°`,
      ],
      ['Montaj Yüksekliği', type === 'ceiling' ? '2.4–3.6 m' : '2.1–2.7 m'],
      ['Evcil Hayvan Bağışıklığı', type === 'pet' ? `${pet} kg` : 'Yok'],
      ['Besleme', '9–16 V DC'],
      ['Akım Tüketimi', `Bekleme ${dual ? 18 : 10} mA, alarm ${dual ? 25 : 15} mA`],
      ['Tamper', 'Kapak ve duvar'],
      ['Sertifika', dual ? 'EN 50131-2-4 Grade 2' : 'EN 50131-2-2 Grade 2'],
      ['Çalışma Sıcaklığı', type === 'outdoor' ? temp(-25, 55) : temp(-10, 55)],
    ],
    model: {
      family: dual ? 'DT' : 'PIR',
      digits: `${String(type === 'ceiling' ? ceiling : range).padStart(2, '0')}${type === 'pet' ? pet / 5 : 0}`,
      suffix: { pir: 'D', pet: 'PI', dual: 'AM', ceiling: 'C', outdoor: 'EX', curtain: 'CT' }[type],
    },
  }
}

const wirelessAlarm: Template = (r, brand) => {
  const freq = r.pick(['868 MHz', '868 MHz', '433 MHz'])
  const range = r.pick([1200, 1700, 2000])
  const type = r.pick([
    { name: 'Kablosuz PIR Hareket Dedektörü', word: 'hareket dedektörü', style: 0, code: 'MP' },
    {
      name: 'Kablosuz Manyetik Kapı/Pencere Kontağı',
      word: 'manyetik kontak',
      style: 3,
      code: 'DC',
    },
    { name: 'Kablosuz Cam Kırılma Dedektörü', word: 'cam kırılma dedektörü', style: 2, code: 'GB' },
    { name: 'Kablosuz Dış Ortam Perde Dedektörü', word: 'perde dedektörü', style: 1, code: 'OC' },
    { name: 'Kablosuz Su Baskını Dedektörü', word: 'su baskını dedektörü', style: 3, code: 'WL' },
  ])
  const twoWay = r.chance(0.5)
  return {
    title: `${type.name}, ${freq}${twoWay ? ', Çift Yönlü' : ''}`,
    kind: 'detector',
    style: type.style,
    brief: `Kablo çekmenin zor olduğu yerler için ${freq} bandında çalışan kablosuz ${type.word}. Açık alanda ${formatInt(range)} metreye kadar iletişim mesafesi ve uzun pil ömrü sunar.`,
    intro: `${brand.name} kablosuz ${type.word}, ${twoWay ? 'çift yönlü ve şifreli haberleşmesi sayesinde panelden gelen komutları onaylar, ayarlarının uzaktan değiştirilmesine izin verir' : 'şifreli radyo haberleşmesi ile alarm ve durum bilgisini panele güvenle iletir'}. Düzenli durum sinyalleri (supervision) sayesinde cihaz kaybı veya pil zayıflığı anında fark edilir; kurulum, kablo gerektirmediği için dakikalar içinde tamamlanır.`,
    features: [
      `${freq} ${twoWay ? 'çift yönlü' : 'tek yönlü'} AES-128 şifreli haberleşme`,
      `Açık alanda ${formatInt(range)} metreye kadar iletişim mesafesi`,
      '5 yıla kadar pil ömrü',
      'Düzenli durum denetimi ve düşük pil uyarısı',
      'Kapak ve duvar sökülme tamperi',
      'Karıştırma (jamming) algılama',
    ],
    usage: [...RESIDENTIAL, ...RETAIL, 'tarihi yapılar', 'kiralık ofisler'],
    specs: [
      ['Frekans', freq],
      ['Haberleşme', twoWay ? 'Çift yönlü, AES-128 şifreli' : 'Tek yönlü, AES-128 şifreli'],
      ['İletişim Mesafesi', `Açık alanda ${formatInt(range)} metreye kadar`],
      ['Pil', 'CR123A 3 V lityum'],
      ['Pil Ömrü', '5 yıla kadar'],
      ['Tamper', 'Kapak ve duvar'],
      ['Sertifika', 'EN 50131-2 Grade 2'],
      ['Çalışma Sıcaklığı', type.code === 'OC' ? temp(-25, 55) : temp(-10, 40)],
    ],
    model: {
      family: type.code,
      digits: `${freq.startsWith('868') ? 8 : 4}${twoWay ? 2 : 1}${Math.round(range / 100)}`,
      suffix: twoWay ? 'W2' : 'W',
    },
  }
}

const intrusionSiren: Template = (r, brand) => {
  const type = r.pick(['outdoor', 'outdoor', 'indoor', 'wireless'] as const)
  const db = type === 'indoor' ? r.pick([95, 100, 105]) : r.pick([104, 110, 115, 120])
  const color = r.pick(['Mavi', 'Kırmızı', 'Turuncu'])
  const title =
    type === 'outdoor'
      ? `Dış Ortam Flaşörlü Siren, ${db} dB, ${color} Flaşör, Akü Yuvalı`
      : type === 'indoor'
        ? `İç Ortam Piezo Siren, ${db} dB`
        : `Kablosuz Dış Ortam Flaşörlü Siren, 868 MHz, ${db} dB`
  return {
    title,
    kind: 'siren',
    style: type === 'indoor' ? 2 : 0,
    brief: `${db} dB ses basıncıyla ${type === 'indoor' ? 'iç mekânda' : 'bina dışında'} caydırıcı uyarı veren siren${type === 'indoor' ? '' : ` ve ${color.toLocaleLowerCase('tr')} LED flaşör`}. Sökülme ve kapak açılma girişimlerine karşı korumalıdır.`,
    intro: `${brand.name} siren, alarm durumunda güçlü ses çıkışıyla davetsiz misafirleri caydırır ve çevredekileri uyarır. ${type === 'indoor' ? 'Kompakt gövdesi iç mekânda göze batmadan monte edilir.' : 'UV dayanımlı polikarbonat dış kapağı ve galvaniz iç kapağı uzun yıllar dış ortam koşullarına dayanır; yedek akü, hat kesilse bile sirenin çalmasını sağlar.'}`,
    features: [
      `${db} dB @ 1 m ses basıncı`,
      type === 'indoor'
        ? 'Piezo elektrik ses üretici'
        : `Yüksek parlaklıkta ${color.toLocaleLowerCase('tr')} LED flaşör`,
      'Kapak ve duvar sökülme tamperi',
      type === 'wireless'
        ? '868 MHz çift yönlü kablosuz haberleşme'
        : type === 'indoor'
          ? 'Kompakt, göze batmayan tasarım'
          : 'Hat kesilmesine karşı yedek akü desteği',
      'Ayarlanabilir çalma süresi',
      'EN 50131-4 Grade 2 uyumluluğu',
    ],
    usage: [...RESIDENTIAL, ...RETAIL, 'depolar', 'ofisler'],
    specs: [
      ['Ses Basıncı', `${db} dB @ 1 m`],
      ['Flaşör', type === 'indoor' ? 'Yok' : `${color} LED`],
      ['Besleme', type === 'wireless' ? '4 × CR123A + 6 V 1.2 Ah harici' : '13.8 V DC'],
      ['Akım Tüketimi', type === 'indoor' ? 'Alarmda 150 mA' : 'Alarmda 320 mA'],
      ['Yedek Akü', type === 'outdoor' ? '12 V 1.2 Ah (ayrı satılır)' : 'Yok'],
      ['Koruma Sınıfı', type === 'indoor' ? 'IP30' : 'IP44'],
      ['Tamper', 'Kapak ve duvar'],
      ['Sertifika', 'EN 50131-4 Grade 2'],
    ],
    model: {
      family: 'SR',
      digits: `${type === 'indoor' ? 1 : type === 'wireless' ? 8 : 4}${db}`,
      suffix: type === 'indoor' ? 'I' : color === 'Mavi' ? 'B' : color === 'Kırmızı' ? 'R' : 'A',
    },
  }
}

const alarmKeypad: Template = (r, brand) => {
  const type = r.pick(['lcd', 'lcd', 'touch', 'led', 'wireless'] as const)
  const inch = r.pick(['4.3', '5', '7'])
  const prox = r.chance(0.5)
  const zones = r.pick([8, 16, 32])
  const titles = {
    lcd: `LCD Ekranlı Alarm Tuş Takımı${prox ? ', Dahili Proximity Okuyucu' : ''}`,
    touch: `Dokunmatik Renkli Ekranlı Alarm Tuş Takımı, ${inch} inç`,
    led: `LED Göstergeli ${zones} Bölge Alarm Tuş Takımı`,
    wireless: `Kablosuz LCD Alarm Tuş Takımı, 868 MHz${prox ? ', Proximity Okuyuculu' : ''}`,
  }
  return {
    title: titles[type],
    kind: 'keypad',
    style: type === 'touch' ? 1 : 0,
    brief: `Alarm sistemini kurma, devre dışı bırakma ve olay geçmişini izleme için ${type === 'touch' ? `${inch} inç renkli dokunmatik ekranlı` : type === 'led' ? 'LED göstergeli' : 'aydınlatmalı LCD ekranlı'} tuş takımı.${prox ? ' Proximity etiketle şifresiz kurma ve devre dışı bırakma yapılabilir.' : ''}`,
    intro: `${brand.name} tuş takımı, kullanıcıların alarm sistemini sezgisel biçimde yönetmesini sağlar. Türkçe menü, bölge durumlarının anlık gösterimi ve sesli uyarılar günlük kullanımı kolaylaştırır; panik, yangın ve acil yardım tuşları ise acil durumda tek dokunuşla çağrı başlatır.`,
    features: [
      type === 'touch'
        ? `${inch} inç renkli dokunmatik ekran`
        : type === 'led'
          ? `${zones} bölge LED göstergesi`
          : '32 karakterli aydınlatmalı LCD ekran',
      'Türkçe menü desteği',
      prox
        ? 'Dahili proximity okuyucu ile etiketle kurma/devre dışı bırakma'
        : 'Arka aydınlatmalı silikon tuşlar',
      'Panik, yangın ve acil yardım tuşları',
      'Kapak ve duvar sökülme tamperi',
      type === 'wireless'
        ? '868 MHz çift yönlü kablosuz haberleşme'
        : '4 telli veri yolu ile panele 300 metreye kadar bağlantı',
    ],
    usage: [...RESIDENTIAL, ...RETAIL, ...OFFICE],
    specs: [
      [
        'Ekran',
        type === 'touch'
          ? `${inch} inç TFT, kapasitif dokunmatik`
          : type === 'led'
            ? `${zones} bölge LED`
            : '2 × 16 karakter LCD',
      ],
      ['Tuşlar', type === 'touch' ? 'Dokunmatik' : 'Arka aydınlatmalı silikon'],
      ['Dahili Okuyucu', prox ? '125 kHz proximity' : 'Yok'],
      ['Bağlantı', type === 'wireless' ? '868 MHz kablosuz' : '4 telli veri yolu (bus)'],
      ['Besleme', type === 'wireless' ? '4 × AA pil veya 12 V DC' : '13.8 V DC'],
      ['Akım Tüketimi', type === 'touch' ? '120 mA' : '50 mA'],
      ['Sertifika', 'EN 50131-3 Grade 2'],
      ['Çalışma Sıcaklığı', temp(-10, 55)],
    ],
    model: {
      family: 'KP',
      digits: `${type === 'touch' ? 7 : type === 'wireless' ? 8 : 6}${type === 'led' ? zones : '4'}${prox ? 1 : 0}`,
      suffix: type === 'touch' ? 'TS' : prox ? 'PRX' : 'LCD',
    },
  }
}

// ---------------------------------------------------------------- fire

const addressablePanel: Template = (r, brand) => {
  const loops = r.pick([1, 2, 2, 4, 8])
  const perLoop = r.pick([125, 250])
  const touch = r.chance(0.4)
  return {
    title: `${loops} Loop Adresli Yangın Alarm Paneli, Loop Başına ${perLoop} Adres${touch ? ', Dokunmatik Ekran' : ''}`,
    kind: 'panel',
    style: 2,
    brief: `Toplam ${formatInt(loops * perLoop)} adrese kadar dedektör ve modül bağlanabilen, EN 54-2 ve EN 54-4 sertifikalı adresli yangın alarm paneli. Ağ yapısıyla büyük yapılarda birden fazla panel tek sistem gibi çalışır.`,
    intro: `${brand.name} adresli yangın alarm paneli, her dedektörün yerini ve durumunu ayrı ayrı izleyerek yangının tam olarak nerede başladığını gösterir. ${touch ? '7 inç renkli dokunmatik ekranı, kat planı görünümü ve Türkçe menüsüyle operatörün hızlı karar vermesini sağlar.' : 'Grafik LCD ekranı ve Türkçe menüsü olayları açık biçimde listeler.'} Neden-sonuç programlamasıyla siren, havalandırma, asansör ve söndürme senaryoları esnek biçimde kurgulanabilir.`,
    features: [
      `${loops} loop, loop başına ${perLoop} adres`,
      'Kısa devre izolatörlü loop yapısı',
      'Neden-sonuç (cause & effect) programlama',
      '32 panele kadar eşler arası ağ yapısı',
      touch ? '7 inç renkli dokunmatik ekran' : '240 × 64 grafik LCD ekran',
      'Bina yönetim sistemi entegrasyonu için Modbus ve BACnet ağ geçidi desteği',
      'Kirlenme ve bakım uyarıları ile planlı bakım',
    ],
    usage: [...PUBLIC, ...OFFICE, ...HOSPITALITY, 'alışveriş merkezleri', 'fabrikalar'],
    specs: [
      ['Loop Sayısı', `${loops}`],
      ['Adres Kapasitesi', `Loop başına ${perLoop} cihaz`],
      ['Yazılımsal Bölge', String(loops >= 4 ? 500 : 200)],
      ['Ekran', touch ? '7 inç renkli dokunmatik' : '240 × 64 grafik LCD'],
      ['Olay Hafızası', '10.000 olay'],
      ['Ağ Yapısı', '32 panele kadar'],
      ['Güç Kaynağı', `24 V DC / ${loops >= 4 ? 10 : 5} A, EN 54-4`],
      ['Akü', loops >= 4 ? '2 × 12 V 38 Ah' : '2 × 12 V 17 Ah'],
      ['Sertifika', 'EN 54-2, EN 54-4'],
    ],
    model: {
      family: 'FAP',
      digits: `${loops}${perLoop === 250 ? 2 : 1}0`,
      suffix: touch ? 'TS' : 'LCD',
    },
  }
}

const conventionalPanel: Template = (r, brand) => {
  const zones = r.pick([2, 4, 8, 12, 16, 20])
  const type = r.pick(['std', 'std', 'relay', 'ext'] as const)
  const title =
    type === 'ext'
      ? `Söndürme Kontrollü ${Math.min(zones, 4)} Bölgeli Yangın Alarm Paneli`
      : `${zones} Bölgeli Konvansiyonel Yangın Alarm Paneli${type === 'relay' ? ', Bölge Röle Kartlı' : ''}`
  return {
    title,
    kind: 'panel',
    style: 3,
    brief: `Küçük ve orta ölçekli yapılar için EN 54-2 ve EN 54-4 sertifikalı ${type === 'ext' ? 'söndürme kontrollü' : 'konvansiyonel'} yangın alarm paneli. Kolay kurulumu ve sade kullanımıyla ekonomik bir çözüm sunar.`,
    intro: `${brand.name} konvansiyonel yangın alarm paneli, her bölgede 32 dedektöre kadar bağlantıyı destekler ve bölge bazında yangın, arıza ve devre dışı durumlarını açık LED göstergelerle bildirir. ${type === 'ext' ? 'Söndürme kontrol modülü, gazlı söndürme sistemlerinde gecikmeli boşaltma ve iptal butonlarını yönetir.' : 'Denetlenen siren çıkışları ve arıza röleleri, sistemin her an çalışır durumda olduğunu doğrular.'}`,
    features: [
      `${type === 'ext' ? Math.min(zones, 4) : zones} yangın bölgesi`,
      'Bölge başına 32 dedektöre kadar bağlantı',
      'Denetlenen siren çıkışları',
      'Yangın ve arıza röle çıkışları',
      type === 'ext'
        ? 'Gazlı söndürme için gecikmeli boşaltma ve iptal girişi'
        : 'Bölge test modu ile hızlı devreye alma',
      'Dahili akü şarj devresi',
    ],
    usage: ['küçük ofisler', 'mağazalar', 'okullar', 'restoranlar', 'atölyeler', 'apartmanlar'],
    specs: [
      ['Bölge Sayısı', String(type === 'ext' ? Math.min(zones, 4) : zones)],
      ['Bölge Başına Dedektör', '32'],
      ['Siren Çıkışı', '2 × denetlenen, 24 V DC'],
      [
        'Röle Çıkışı',
        type === 'relay' ? `Yangın, arıza ve ${zones} × bölge rölesi` : 'Yangın ve arıza',
      ],
      ['Güç Kaynağı', '24 V DC / 2.5 A, EN 54-4'],
      ['Akü', '2 × 12 V 7 Ah'],
      ['Sertifika', 'EN 54-2, EN 54-4'],
      ['Çalışma Sıcaklığı', temp(-5, 40)],
    ],
    model: {
      family: type === 'ext' ? 'EX' : 'CFP',
      digits: `${String(zones).padStart(2, '0')}${type === 'relay' ? 1 : 0}`,
      suffix: type === 'relay' ? 'R' : type === 'ext' ? 'S' : 'Z',
    },
  }
}

const fireDetector: Template = (r, brand) => {
  const type = r.pick([
    { name: 'Adresli Optik Duman Dedektörü', std: 'EN 54-7', style: 0, area: '80 m²', code: 'OP' },
    {
      name: 'Konvansiyonel Optik Duman Dedektörü',
      std: 'EN 54-7',
      style: 0,
      area: '80 m²',
      code: 'CO',
    },
    {
      name: 'Adresli Çok Sensörlü (Optik ve Isı) Dedektör',
      std: 'EN 54-5, EN 54-7',
      style: 0,
      area: '80 m²',
      code: 'MS',
    },
    {
      name: 'Adresli Sıcaklık Artış Hızı ve Sabit Sıcaklık Isı Dedektörü (A1R)',
      std: 'EN 54-5',
      style: 1,
      area: '30 m²',
      code: 'HR',
    },
    {
      name: 'Konvansiyonel Sabit Sıcaklık Isı Dedektörü, 58 °C (A1S)',
      std: 'EN 54-5',
      style: 1,
      area: '30 m²',
      code: 'HS',
    },
    {
      name: 'Lineer Işın Tipi Duman Dedektörü',
      std: 'EN 54-12',
      style: 2,
      area: '1.500 m²',
      code: 'BM',
    },
  ])
  const beam = type.code === 'BM'
  const beamRange = r.pick([50, 100, 120])
  const addressable = type.name.startsWith('Adresli')
  const extra = beam
    ? `, ${beamRange} m${r.pick(['', ', Motorlu Otomatik Hizalama', ', Reflektörlü'])}`
    : r.pick(
        addressable
          ? ['', ', Dahili İzolatörlü', ', Sesli Uyarıcı Tabanlı', ', Düşük Profilli']
          : ['', ', Uzak LED Çıkışlı', ', Röle Çıkışlı', ', Düşük Profilli'],
      )
  return {
    title: `${type.name}${extra}`,
    kind: 'smoke-detector',
    style: type.style,
    brief: beam
      ? `Atrium, depo ve fabrika gibi yüksek tavanlı geniş hacimlerde ${beamRange} metreye kadar mesafeyi tek cihazla koruyan ışın tipi duman dedektörü.`
      : `${type.std} sertifikalı, ${addressable ? 'adresli sistemlerde yerini ve durumunu panele bildiren' : 'konvansiyonel bölgelere bağlanan'} ${type.style === 1 ? 'ısı' : 'duman'} dedektörü. ${type.style === 1 ? 'Tozlu ve buharlı ortamlarda duman dedektörlerine göre çok daha az yanlış alarm üretir.' : 'Toz ve böceğe karşı korumalı algılama odası yanlış alarmları azaltır.'}`,
    intro: `${brand.name} ${type.style === 1 ? 'ısı' : 'duman'} dedektörü, ${type.std} standardına uygun olarak tasarlanmış ve test edilmiştir. ${addressable ? 'Adresli yapısı sayesinde her dedektör panelde kendi konum bilgisiyle görünür; kirlenme seviyesi izlenerek bakım ihtiyacı önceden bildirilir.' : 'Standart 2 telli bağlantısıyla tüm konvansiyonel panellerle uyumlu çalışır.'} 360° görülebilen alarm LED'i, alarm veren dedektörün sahada kolayca bulunmasını sağlar.`,
    features: [
      `${type.std} sertifikası`,
      beam
        ? `${beamRange} m algılama mesafesi, otomatik hizalama`
        : `Yaklaşık ${type.area} koruma alanı`,
      type.style === 1
        ? 'Tozlu ve buharlı ortamlara uygun ısı algılama'
        : 'Toz ve böcek korumalı optik algılama odası',
      addressable ? 'Kirlenme izleme ve otomatik kompanzasyon' : 'Uzak LED gösterge çıkışı',
      "360° görülebilen alarm LED'i",
      'Standart 4 inç tabana tak-çıkar montaj',
    ],
    usage: [...OFFICE, ...HOSPITALITY, ...PUBLIC, 'depolar'],
    specs: [
      [
        'Algılama Prensibi',
        beam ? 'Kızılötesi ışın zayıflaması' : type.style === 1 ? 'Termistör' : 'Optik saçılma',
      ],
      ['Standart', type.std],
      ['Koruma Alanı', beam ? `${beamRange} m × 15 m` : `Yaklaşık ${type.area}`],
      ['Çalışma Gerilimi', addressable ? 'Loop, 17–41 V DC' : '9–33 V DC'],
      ['Bekleme Akımı', beam ? '< 10 mA' : '< 200 µA'],
      [
        'Montaj Yüksekliği',
        beam ? 'En fazla 25 m' : type.style === 1 ? 'En fazla 9 m' : 'En fazla 11 m',
      ],
      ['Renk', 'Beyaz'],
      ['Çalışma Sıcaklığı', temp(-10, 55)],
    ],
    model: {
      family: type.code,
      digits: `${addressable ? 8 : 5}${beam ? beamRange : `${type.style}${r.int(0, 9)}`}`,
      suffix: addressable ? 'A' : beam ? 'R' : 'C',
    },
  }
}

const fireSounder: Template = (r, brand) => {
  const type = r.pick([
    { name: 'Adresli Flaşörlü Yangın Sireni, Kırmızı', std: 'EN 54-3, EN 54-23', code: 'AF' },
    { name: 'Konvansiyonel Duvar Tipi Yangın Sireni', std: 'EN 54-3', code: 'CW' },
    {
      name: 'Adresli Tavan Tipi Sesli ve Işıklı Uyarıcı, Beyaz',
      std: 'EN 54-3, EN 54-23',
      code: 'AC',
    },
    {
      name: 'Konvansiyonel Dış Ortam Flaşörlü Yangın Sireni, IP65',
      std: 'EN 54-3, EN 54-23',
      code: 'CO',
    },
  ])
  const db = r.pick([95, 100, 104])
  return {
    title: `${type.name}, ${db} dB`,
    kind: 'siren',
    style: 1,
    brief: `Yangın anında ${type.std.includes('23') ? `${db} dB ses ve yüksek görünürlüklü ışıkla` : `${db} dB sesle`} uyarı veren, ${type.std} sertifikalı yangın sireni.`,
    intro: `${brand.name} yangın sireni, bina içindeki herkesin alarmı duymasını ve görmesini sağlayarak tahliyeyi hızlandırır. 32 seçilebilir ton ve ayarlanabilir ses seviyesi sayesinde farklı mekânlarda doğru uyarı düzeyi sağlanır; ${type.name.startsWith('Adresli') ? 'adresli yapısı ise loop üzerinden ek kablo gerektirmeden beslenmesini sağlar' : 'konvansiyonel siren hatlarına doğrudan bağlanır'}.`,
    features: [
      `${db} dB @ 1 m ses basıncı`,
      '32 seçilebilir ton, 3 kademeli ses ayarı',
      type.std.includes('23')
        ? 'EN 54-23 sertifikalı yüksek verimli LED flaşör'
        : 'Düşük akım tüketimi',
      'Tüm sirenlerde senkron çalma',
      type.code === 'CO' ? 'IP65 dış ortam gövdesi' : 'Sığ ve derin taban seçenekleri',
    ],
    usage: [...PUBLIC, ...OFFICE, ...HOSPITALITY, 'fabrikalar'],
    specs: [
      ['Ses Basıncı', `${db} dB @ 1 m`],
      ['Ton Sayısı', '32'],
      ['Flaşör', type.std.includes('23') ? 'Kırmızı LED, 0.5 Hz (EN 54-23 W-2.4-7.5)' : 'Yok'],
      ['Standart', type.std],
      ['Çalışma Gerilimi', type.name.startsWith('Adresli') ? 'Loop, 17–41 V DC' : '17–30 V DC'],
      ['Akım Tüketimi', `${r.pick([8, 12, 18])} mA`],
      ['Koruma Sınıfı', type.code === 'CO' ? 'IP65' : 'IP21C'],
      ['Çalışma Sıcaklığı', temp(-10, 55)],
    ],
    model: {
      family: 'FS',
      digits: `${type.code === 'AF' || type.code === 'AC' ? 8 : 3}${db}`,
      suffix: type.code,
    },
  }
}

const gasDetector: Template = (r, brand) => {
  const type = r.pick([
    {
      name: 'Konvansiyonel Karbonmonoksit (CO) Dedektörü',
      gas: 'Karbonmonoksit (CO)',
      target: 'karbonmonoksit (CO) gazını',
      level: 'ortamdaki CO yoğunluğunu',
      sensor: 'Elektrokimyasal',
      threshold: '50 ppm',
      std: 'EN 54-26',
      code: 'CO',
    },
    {
      name: 'Adresli Karbonmonoksit ve Isı Dedektörü',
      gas: 'Karbonmonoksit (CO) ve ısı',
      target: 'karbonmonoksit gazını ve ani sıcaklık artışını',
      level: 'CO yoğunluğunu ve ortam sıcaklığını',
      sensor: 'Elektrokimyasal ve termistör',
      threshold: '50 ppm / 58 °C',
      std: 'EN 54-26, EN 54-5',
      code: 'CH',
    },
    {
      name: 'Doğal Gaz (Metan) Dedektörü, Röle Çıkışlı',
      gas: 'Metan (CH₄)',
      target: 'doğal gaz sızıntısını',
      level: 'ortamdaki metan yoğunluğunu',
      sensor: 'Katalitik',
      threshold: '%10 LEL',
      std: 'EN 50194-1',
      code: 'NG',
    },
    {
      name: 'LPG Gaz Dedektörü, Röle Çıkışlı',
      gas: 'LPG (propan/bütan)',
      target: 'LPG sızıntısını',
      level: 'ortamdaki LPG yoğunluğunu',
      sensor: 'Katalitik',
      threshold: '%10 LEL',
      std: 'EN 50194-1',
      code: 'LP',
    },
    {
      name: 'Otopark Tipi CO Gaz Dedektörü, 4–20 mA Çıkışlı',
      gas: 'Karbonmonoksit (CO)',
      target: 'kapalı otoparklarda biriken karbonmonoksiti',
      level: 'egzoz kaynaklı CO yoğunluğunu',
      sensor: 'Elektrokimyasal',
      threshold: '50 / 100 ppm (iki kademeli)',
      std: 'EN 50545-1',
      code: 'PK',
    },
  ])
  const volts = r.pick(['12–24 V DC', '230 V AC'])
  const valve = type.code === 'NG' || type.code === 'LP' ? r.chance(0.5) : false
  return {
    title: `${type.name}${valve ? ', Selenoid Vana Kontrollü' : ''}${type.code === 'NG' || type.code === 'LP' ? `, ${volts}` : ''}`,
    kind: 'smoke-detector',
    style: 3,
    brief: `${type.target[0]?.toLocaleUpperCase('tr') ?? ''}${type.target.slice(1)} ${type.sensor.toLocaleLowerCase('tr')} ${type.sensor.includes(' ve ') ? 'sensörleriyle' : 'sensörüyle'} algılayarak sesli ve ışıklı uyarı veren gaz dedektörü.${valve ? ' Gaz kaçağında selenoid vanayı kapatarak akışı keser.' : ''}`,
    intro: `${brand.name} gaz dedektörü, ${type.level} sürekli ölçerek ${type.threshold} eşiğinde alarm üretir. Röle ve ${type.code === 'PK' ? '4–20 mA analog' : 'alarm'} çıkışları sayesinde yangın alarm paneline, havalandırma fanlarına veya bina otomasyon sistemine kolayca bağlanır.`,
    features: [
      `${type.sensor} sensör`,
      `${type.threshold} alarm eşiği`,
      'Sesli (85 dB) ve ışıklı yerel uyarı',
      valve ? 'Selenoid vana sürme çıkışı' : 'Röle (NO/NC) alarm çıkışı',
      'Sensör ömrü sonu uyarısı',
      `${type.std} uyumluluğu`,
    ],
    usage: [
      'mutfaklar',
      'kazan daireleri',
      'kapalı otoparklar',
      'konutlar',
      'restoranlar',
      'endüstriyel tesisler',
    ],
    specs: [
      ['Algılanan Gaz', type.gas],
      ['Sensör Tipi', type.sensor],
      ['Alarm Eşiği', type.threshold],
      [
        'Çıkış',
        type.code === 'PK'
          ? '4–20 mA, 2 × röle'
          : valve
            ? 'Röle (NO/NC), selenoid vana çıkışı'
            : 'Röle (NO/NC)',
      ],
      ['Besleme', type.code === 'NG' || type.code === 'LP' ? volts : '12–24 V DC'],
      ['Sensör Ömrü', type.sensor === 'Katalitik' ? '5 yıl' : '7 yıl'],
      ['Standart', type.std],
      ['Koruma Sınıfı', type.code === 'PK' ? 'IP65' : 'IP42'],
    ],
    model: {
      family: 'GD',
      digits: `${r.int(1, 4)}${type.code === 'PK' ? 5 : 2}0`,
      suffix: `${type.code}${valve ? 'V' : ''}${volts.startsWith('230') ? 'A' : ''}`,
    },
  }
}

// ---------------------------------------------------------------- locks

const HOLDING = [
  { kg: 180, lbs: 400, size: '170 × 40 × 22 mm', ma: 350 },
  { kg: 280, lbs: 600, size: '250 × 48 × 26 mm', ma: 500 },
  { kg: 350, lbs: 800, size: '250 × 60 × 28 mm', ma: 500 },
  { kg: 500, lbs: 1200, size: '266 × 73 × 40 mm', ma: 500 },
]

const magLock: Template = (r, brand) => {
  const h = r.pick(HOLDING)
  const type = r.pick(['std', 'signal', 'signal', 'led', 'outdoor', 'double'] as const)
  const title =
    type === 'double'
      ? `Çift Kapı Elektromanyetik Kilit 2 × ${h.kg} kg`
      : `Elektromanyetik Kilit ${h.kg} kg${{ std: '', signal: ', Sinyal Çıkışlı', led: ', LED Göstergeli', outdoor: ', Dış Ortam (IP67)' }[type]}`
  return {
    title,
    kind: 'lock',
    style: 0,
    brief: `${type === 'double' ? `Kanat başına ${h.kg} kg (${h.lbs} lbs)` : `${h.kg} kg (${h.lbs} lbs)`} tutma kuvvetine sahip, hareketli parçası olmadığı için uzun ömürlü elektromanyetik kilit. Enerji kesildiğinde kapıyı serbest bırakarak güvenli tahliyeye izin verir.`,
    intro: `${brand.name} elektromanyetik kilit, kapı kasasına monte edilen mıknatıs gövdesi ve kapı kanadına takılan armatür plakasıyla ${h.kg} kg kuvvete dayanır. ${type === 'signal' || type === 'led' ? 'Dahili kapı durum sensörü, kilidin gerçekten kilitlendiğini geçiş kontrol paneline bildirir.' : 'Ters gerilim koruması ve kalıcı manyetizma önleyici devresi sayesinde kapı, enerji kesildiği anda takılmadan açılır.'} Ahşap, metal ve cam kapılara, uygun L ve Z braketlerle kolayca uygulanır.`,
    features: [
      `${h.kg} kg (${h.lbs} lbs) tutma kuvveti`,
      '12 V / 24 V DC seçilebilir besleme',
      type === 'signal' || type === 'led'
        ? 'Kilit durum sinyali (NO/NC)'
        : 'Kalıcı manyetizma önleyici devre',
      type === 'outdoor' ? 'Epoksi dolgulu IP67 gövde' : 'Eloksallı alüminyum gövde',
      'Enerji kesildiğinde açık (fail-safe) çalışma',
      'L, Z ve U braket aksesuarlarıyla farklı kapı tiplerine uyum',
    ],
    usage: [...OFFICE, ...PUBLIC, 'teknik odalar', 'acil çıkış kapıları'],
    specs: [
      [
        'Tutma Kuvveti',
        type === 'double' ? `2 × ${h.kg} kg (2 × ${h.lbs} lbs)` : `${h.kg} kg (${h.lbs} lbs)`,
      ],
      ['Besleme', '12 V / 24 V DC (seçilebilir)'],
      ['Akım Tüketimi', `${h.ma * (type === 'double' ? 2 : 1)} mA @ 12 V DC`],
      ['Kilit Durum Sinyali', type === 'signal' || type === 'led' ? 'Var (NO/NC)' : 'Yok'],
      ['LED Gösterge', type === 'led' ? 'Var (kırmızı/yeşil)' : 'Yok'],
      ['Çalışma Modu', 'Fail-safe (enerji kesilince açık)'],
      ['Koruma Sınıfı', type === 'outdoor' ? 'IP67' : 'IP42'],
      ['Boyutlar', h.size],
    ],
    model: {
      family: 'EM',
      digits: `${h.kg}${type === 'double' ? 2 : 1}`,
      suffix: { std: 'S', signal: 'SG', led: 'LD', outdoor: 'X', double: 'D' }[type],
    },
  }
}

const strike: Template = (r, brand) => {
  const mode = r.pick(['Fail-Safe', 'Fail-Secure'] as const)
  const load = r.pick([600, 800, 1000])
  const type = r.pick(['std', 'narrow', 'fire'] as const)
  const sensor = r.chance(0.4)
  const title = `${type === 'narrow' ? 'Dar Kasa Tipi ' : type === 'fire' ? 'Yangın Kapısı Uyumlu ' : ''}${mode} Elektrikli Kilit Karşılığı, ${load} kg${sensor ? ', Kapı Durum Sensörlü' : ''}`
  return {
    title,
    kind: 'lock',
    style: 1,
    brief: `Mevcut mekanik kilidi koruyarak kapıya elektrikli açma özelliği kazandıran ${mode.toLocaleLowerCase('tr')} kilit karşılığı. ${load} kg statik yük dayanımı sunar.`,
    intro: `${brand.name} elektrikli kilit karşılığı, kapı kasasına gömülerek kilit dilini tutar ve geçiş kontrol sistemi onay verdiğinde dili serbest bırakır. ${mode === 'Fail-Safe' ? 'Enerji kesildiğinde açık konuma geçtiği için acil çıkış kapılarında tercih edilir.' : 'Enerji kesildiğinde kilitli kalarak güvenliğin öncelikli olduğu kapılarda koruma sağlar.'} Ayarlanabilir dil yuvası, kapı ile kasa arasındaki boşluğu sahada tolere eder.`,
    features: [
      `${mode} çalışma modu`,
      `${load} kg statik yük dayanımı`,
      '12–24 V AC/DC çoklu gerilim desteği',
      'Ayarlanabilir dil yuvası',
      sensor ? 'Kapı ve dil durum geri bildirimi' : 'Sessiz çalışma',
      type === 'fire'
        ? 'EN 14846 uyumlu, yangın kapısına uygun yapı'
        : '1 milyon çevrim dayanım testi',
    ],
    usage: [...OFFICE, 'okullar', 'hastaneler', 'apartman girişleri'],
    specs: [
      [
        'Çalışma Modu',
        mode === 'Fail-Safe'
          ? 'Fail-safe (enerji kesilince açık)'
          : 'Fail-secure (enerji kesilince kilitli)',
      ],
      ['Statik Dayanım', `${load} kg`],
      ['Besleme', '12–24 V AC/DC'],
      ['Akım Tüketimi', '280 mA @ 12 V DC'],
      ['Geri Bildirim', sensor ? 'Kapı ve dil durum kontağı' : 'Yok'],
      ['Ömür', '1.000.000 çevrim'],
      ['Malzeme', 'Paslanmaz çelik ön plaka, çinko alaşım gövde'],
      ['Kasa Genişliği', type === 'narrow' ? "25 mm'den itibaren" : "35 mm'den itibaren"],
    ],
    model: {
      family: 'ES',
      digits: `${type === 'narrow' ? 2 : type === 'fire' ? 9 : 1}${load / 100}${mode === 'Fail-Safe' ? 0 : 1}`,
      suffix: `${mode === 'Fail-Safe' ? 'FS' : 'FC'}${sensor ? 'M' : ''}`,
    },
  }
}

const smartLock: Template = (r, brand) => {
  const methods = r.pick([
    'Parmak İzi ve Şifreli',
    'Yüz Tanımalı',
    'Kartlı ve Şifreli',
    'Parmak İzi, Kart ve Şifreli',
  ])
  const conn = r.pick(['Bluetooth', 'Wi-Fi', 'Zigbee', 'Bluetooth ve Wi-Fi'])
  const finish = r.pick(['Mat Siyah', 'Gümüş', 'Füme', 'Altın'])
  return {
    title: `${methods} Akıllı Kapı Kilidi, ${conn}, ${finish}`,
    kind: 'lock',
    style: 2,
    brief: `Anahtar taşıma zorunluluğunu ortadan kaldıran, ${methods.toLocaleLowerCase('tr')} akıllı kapı kilidi. ${conn} bağlantısıyla mobil uygulamadan geçici şifre oluşturabilir, giriş kayıtlarını izleyebilirsiniz.`,
    intro: `${brand.name} akıllı kapı kilidi, çelik ve ahşap kapılara mevcut kilit gövdesi değiştirilerek uygulanır. Kullanıcı ekleme, geçici ziyaretçi şifresi ve giriş geçmişi mobil uygulamadan yönetilir; pil zayıfladığında uygulama ve kilit üzerinden önceden uyarı verilir. Acil durumlar için mekanik anahtar ve USB-C harici besleme girişi bulunur.`,
    features: [
      methods.includes('Yüz')
        ? 'Yüz tanıma, şifre, kart ve mobil uygulama ile açma'
        : 'Parmak izi, şifre, kart ve mobil uygulama ile açma',
      `${conn} bağlantısı ile uzaktan yönetim`,
      'Şifrenin görülmesini önleyen sahte rakam girişi',
      'Geçici ve süreli ziyaretçi şifreleri',
      'Düşük pil uyarısı ve USB-C acil besleme',
      'Kapı kapandığında otomatik kilitleme',
    ],
    usage: [...RESIDENTIAL, 'ofisler', 'kiralık daireler', 'butik oteller'],
    specs: [
      [
        'Açma Yöntemleri',
        methods.includes('Yüz')
          ? 'Yüz tanıma, şifre, kart, mobil uygulama, mekanik anahtar'
          : 'Parmak izi, şifre, Mifare kart, mobil uygulama, mekanik anahtar',
      ],
      [
        'Kullanıcı Kapasitesi',
        methods.includes('Yüz')
          ? '100 yüz / 100 şifre / 100 kart'
          : '100 parmak izi / 100 şifre / 100 kart',
      ],
      ['Bağlantı', conn],
      [
        'Pil',
        methods.includes('Yüz')
          ? '7.4 V şarj edilebilir lityum, yaklaşık 6 ay'
          : '4 × AA alkalin, yaklaşık 12 ay',
      ],
      ['Acil Besleme', 'USB-C'],
      ['Kapı Kalınlığı', '40–120 mm'],
      ['Malzeme', 'Çinko alaşım gövde, temperli cam panel'],
      ['Renk', finish],
    ],
    model: {
      family: 'SL',
      digits: `${methods.includes('Yüz') ? 9 : methods.startsWith('Kart') ? 3 : 5}${conn.includes('Wi-Fi') ? 2 : 1}${r.int(0, 9)}`,
      suffix: { 'Mat Siyah': 'B', Gümüş: 'S', Füme: 'G', Altın: 'AU' }[finish] ?? 'S',
    },
  }
}

const hotelLock: Template = (r, brand) => {
  const type = r.pick(['mifare', 'mifare', 'online', 'mobile', 'encoder'] as const)
  const finish = r.pick(['Paslanmaz Çelik', 'Mat Siyah', 'Saten Nikel', 'Antik Bronz'])
  if (type === 'encoder') {
    return {
      title: `Otel Kilidi Kart Kodlayıcı, USB, ${r.pick(['Mifare', 'Mifare ve DESFire'])}`,
      kind: 'reader',
      style: 1,
      brief:
        'Resepsiyonda misafir ve personel kartlarının saniyeler içinde kodlanmasını sağlayan masaüstü kart kodlayıcı. Otel yönetim sistemiyle entegre çalışır.',
      intro: `${brand.name} kart kodlayıcı, USB bağlantısıyla resepsiyon bilgisayarına takılır ve otel kilit yazılımı üzerinden misafir kartına oda, giriş ve çıkış tarihi yazar. Yaygın otel yönetim sistemleriyle (PMS) entegrasyon, check-in sırasında kartın otomatik kodlanmasını sağlar.`,
      features: [
        'Saniyeler içinde kart kodlama',
        'Misafir, kat görevlisi ve yönetici kartları',
        'PMS entegrasyonu ile otomatik kodlama',
        'USB ile sürücü gerektirmeyen bağlantı',
        'Kart iptal ve kayıp kart yönetimi',
      ],
      usage: [...HOSPITALITY, 'hastaneler', 'rezidanslar'],
      specs: [
        ['Kart Teknolojisi', 'Mifare Classic, Ultralight, DESFire'],
        ['Bağlantı', 'USB 2.0'],
        ['Kodlama Süresi', '< 1 s'],
        ['Yazılım', 'Otel kilit yönetim yazılımı, PMS arayüzü'],
        ['Besleme', 'USB üzerinden 5 V DC'],
        ['Boyutlar', '120 × 90 × 30 mm'],
      ],
      model: { family: 'HE', digits: `${r.int(1, 9)}00`, suffix: 'USB' },
    }
  }
  const title =
    type === 'mifare'
      ? `Mifare Kartlı Otel Kapı Kilidi, ${finish}`
      : type === 'online'
        ? `Çevrim İçi (Online) Otel Kapı Kilidi, RF Ağ Geçitli, ${finish}`
        : `Mobil Anahtar Destekli Otel Kapı Kilidi, BLE, ${finish}`
  return {
    title,
    kind: 'lock',
    style: 3,
    brief: `Otel odaları için Avrupa standardı gömme kilit gövdeli, ${type === 'mobile' ? 'akıllı telefonla da açılabilen' : 'Mifare kartla açılan'} elektronik kapı kilidi. Pil ömrü yaklaşık bir yıldır.`,
    intro: `${brand.name} otel kilidi, misafir kartının geçerlilik süresini, oda numarasını ve yetki seviyesini kontrol ederek kapıyı açar. ${type === 'online' ? 'RF ağ geçitleri üzerinden resepsiyona anlık bağlanan kilit, pil durumunu ve kapı olaylarını gerçek zamanlı bildirir; kartlar uzaktan iptal edilebilir.' : type === 'mobile' ? 'Bluetooth desteği sayesinde misafirler resepsiyona uğramadan akıllı telefonlarıyla odalarına girebilir.' : 'Son olaylar kilit hafızasında saklanır ve taşınabilir cihazla okunabilir.'}`,
    features: [
      'Mifare Classic ve DESFire kart desteği',
      'Avrupa standardı 5 dilli gömme kilit gövdesi',
      type === 'online'
        ? 'RF ağ geçidiyle çevrim içi izleme'
        : 'Olay hafızası ve okuma cihazı desteği',
      type === 'mobile' ? 'BLE ile mobil anahtar' : 'Kat görevlisi ve yönetici kart seviyeleri',
      'Düşük pil uyarısı ve acil mekanik anahtar',
      'Mahremiyet (rahatsız etmeyin) modu',
    ],
    usage: [...HOSPITALITY, 'öğrenci yurtları', 'hastaneler'],
    specs: [
      [
        'Kart Teknolojisi',
        type === 'mobile' ? 'Mifare, DESFire, BLE mobil anahtar' : 'Mifare Classic, DESFire',
      ],
      ['Kilit Gövdesi', 'Avrupa standardı gömme kilit, 5 dil'],
      ['Olay Hafızası', '1.000 olay'],
      [
        'Haberleşme',
        type === 'online'
          ? '2.4 GHz RF ağ geçidi'
          : type === 'mobile'
            ? 'Bluetooth Low Energy'
            : 'Çevrim dışı',
      ],
      ['Pil', '4 × AA alkalin, yaklaşık 1 yıl'],
      ['Acil Açma', 'Mekanik anahtar ve harici güç girişi'],
      ['Kapı Kalınlığı', '38–60 mm'],
      ['Kaplama', finish],
    ],
    model: {
      family: 'HL',
      digits: `${type === 'online' ? 8 : type === 'mobile' ? 6 : 3}${r.int(0, 9)}0`,
      suffix:
        { 'Paslanmaz Çelik': 'SS', 'Mat Siyah': 'BK', 'Saten Nikel': 'SN', 'Antik Bronz': 'AB' }[
          finish
        ] ?? 'SS',
    },
  }
}

// ---------------------------------------------------------------- lighting

const CCT = [3000, 4000, 4000, 6500]

const ledPanel: Template = (r, brand) => {
  const size = r.pick([
    { label: '60x60', watts: [36, 40, 48], dims: '595 × 595 × 10 mm', code: 66 },
    { label: '30x120', watts: [36, 40, 48], dims: '295 × 1195 × 10 mm', code: 312 },
    { label: '60x120', watts: [60, 72], dims: '595 × 1195 × 10 mm', code: 612 },
    { label: '30x30', watts: [18, 24], dims: '295 × 295 × 10 mm', code: 33 },
  ])
  const w = r.pick(size.watts)
  const cct = r.pick(CCT)
  const eff = r.pick([100, 110, 120, 130])
  const type = r.pick(['', '', 'Sıva Üstü ', 'Backlit ', 'Düşük Kamaşmalı (UGR<19) '])
  const dali = r.chance(0.25)
  return {
    title: `${type}LED Panel Armatür ${size.label} ${w}W, ${cct} K${dali ? ', DALI Dim Edilebilir' : ''}`,
    kind: 'lamp',
    style: 0,
    brief: `${lm(w, eff)} ışık akısı ve ${eff} lm/W verimle ofis ve mağazalarda homojen aydınlatma sağlayan ${size.label} LED panel armatür. Titreşimsiz (flicker-free) sürücüsü göz yorgunluğunu azaltır.`,
    intro: `${brand.name} LED panel armatür, ${w} W güçle geleneksel floresan armatürlere göre yaklaşık yarı yarıya enerji tasarrufu sağlar. ${type.startsWith('Düşük') ? 'Mikroprizmatik difüzörü kamaşmayı UGR<19 seviyesinde tutarak ekranla çalışılan ofislerin gereksinimlerini karşılar.' : 'Opal difüzörü ışığı tüm yüzeye eşit dağıtarak göz alıcı olmayan, yumuşak bir aydınlatma sunar.'} ${dali ? 'DALI sürücüsü sayesinde bina otomasyon sistemine bağlanarak gün ışığına göre dim edilebilir.' : 'Harici sürücüsü kolayca değiştirilebilir, bakım maliyetini düşürür.'}`,
    features: [
      `${lm(w, eff)} ışık akısı, ${eff} lm/W verim`,
      `${cct} K renk sıcaklığı, Ra > 80`,
      'Titreşimsiz (flicker-free) sürücü',
      type.startsWith('Düşük')
        ? 'UGR<19 mikroprizmatik difüzör'
        : 'Homojen ışık dağılımı sağlayan opal difüzör',
      '50.000 saat (L70) ömür',
      dali ? 'DALI-2 dim desteği' : 'Asma tavana ve sıva üstü kasaya montaj',
    ],
    usage: [...OFFICE, ...RETAIL, 'okullar', 'hastaneler'],
    specs: [
      ['Güç', `${w} W`],
      ['Işık Akısı', lm(w, eff)],
      ['Verim', `${eff} lm/W`],
      ['Renk Sıcaklığı', `${cct} K`],
      ['Renk Geri Verim', 'Ra > 80'],
      ['Kamaşma (UGR)', type.startsWith('Düşük') ? '< 19' : '< 22'],
      ['Giriş Gerilimi', '220–240 V AC, 50/60 Hz'],
      ['Ömür', '50.000 saat (L70)'],
      ['Koruma Sınıfı', 'IP20'],
      ['Boyutlar', size.dims],
    ],
    model: {
      family: 'LP',
      digits: `${size.code}${w}`,
      suffix: `${cct / 100}${dali ? 'D' : ''}${type ? type.charAt(0) : ''}`,
    },
  }
}

const floodlight: Template = (r, brand) => {
  const w = r.pick([30, 50, 100, 150, 200, 300])
  const cct = r.pick([3000, 4000, 5700, 6500])
  const eff = r.pick([110, 120, 130, 140])
  const type =
    w >= 200 ? r.pick(['std', 'stadium'] as const) : r.pick(['std', 'std', 'sensor'] as const)
  const title =
    type === 'stadium'
      ? `Stadyum Tipi LED Projektör ${w}W, ${cct} K, 30° Optik`
      : `${type === 'sensor' ? 'Hareket Sensörlü ' : ''}LED Projektör ${w}W, ${cct} K, IP66`
  return {
    title,
    kind: 'lamp',
    style: 1,
    brief: `${lm(w, eff)} ışık akısıyla bina cephesi, otopark ve çevre aydınlatması için ${w} W LED projektör. Basınçlı döküm alüminyum gövdesi etkin ısı dağıtımı ve uzun ömür sağlar.`,
    intro: `${brand.name} LED projektör, geniş soğutucu kanatlı alüminyum gövdesiyle yüksek sıcaklıklarda bile ışık akısını korur. ${type === 'sensor' ? 'Dahili hareket sensörü yalnızca ihtiyaç olduğunda yanarak enerji tüketimini en aza indirir.' : type === 'stadium' ? '30° dar açılı optiği ışığı uzak mesafelere odaklayarak spor alanlarında ve yüksek direklerde verimli aydınlatma sağlar.' : 'Geniş açılı optiği, kamera görüş alanlarının gece de net görüntü alabilmesi için homojen aydınlatma sunar.'} IP66 koruma sınıfı ve yüksek gerilim koruması dış ortam koşullarına karşı güvence verir.`,
    features: [
      `${lm(w, eff)} ışık akısı`,
      `${eff} lm/W verim`,
      type === 'stadium' ? '30° dar açılı optik' : '120° geniş ışık açısı',
      'IP66 koruma, IK08 darbe dayanımı',
      '6 kV aşırı gerilim koruması',
      type === 'sensor'
        ? 'Ayarlanabilir hareket sensörü ve gün ışığı sensörü'
        : 'Ayarlanabilir montaj braketi',
    ],
    usage: [
      'otoparklar',
      'bina cepheleri',
      'depo sahaları',
      'spor alanları',
      'şantiyeler',
      'site çevreleri',
    ],
    specs: [
      ['Güç', `${w} W`],
      ['Işık Akısı', lm(w, eff)],
      ['Verim', `${eff} lm/W`],
      ['Işın Açısı', type === 'stadium' ? '30°' : '120°'],
      ['Renk Sıcaklığı', `${cct} K`],
      ['Koruma Sınıfı', 'IP66, IK08'],
      ['Gövde', 'Basınçlı döküm alüminyum'],
      ['Giriş Gerilimi', '220–240 V AC, 50/60 Hz'],
      ['Ömür', '50.000 saat (L70)'],
      ['Çalışma Sıcaklığı', temp(-30, 45)],
    ],
    model: {
      family: 'FL',
      digits: `${String(w).padStart(3, '0')}`,
      suffix: `${cct / 100}${type === 'sensor' ? 'S' : type === 'stadium' ? 'N' : ''}`,
    },
  }
}

const emergencyLight: Template = (r, brand) => {
  const hours = r.pick([1, 3])
  const type = r.pick(['exit', 'exit', 'ceiling', 'recessed', 'central'] as const)
  const w = r.pick([3, 5, 8])
  const titles = {
    exit: `Kendinden Akülü LED Acil Çıkış Yönlendirme Armatürü, ${hours} Saat`,
    ceiling: `Tavan Tipi LED Acil Aydınlatma Armatürü, ${w} W, ${hours} Saat`,
    recessed: `Sıva Altı LED Acil Aydınlatma Armatürü, ${w} W, Otomatik Testli`,
    central: `Merkezi Akülü Sistem Uyumlu Acil Yönlendirme Armatürü, ${r.pick(['Tek', 'Çift'])} Yüzlü`,
  }
  return {
    title: titles[type],
    kind: 'lamp',
    style: type === 'exit' || type === 'central' ? 2 : 3,
    brief: `Elektrik kesintisinde ${type === 'central' ? 'merkezi akü sisteminden beslenerek' : `${hours} saat boyunca kendi aküsüyle`} yanan, kaçış yollarını aydınlatan acil aydınlatma armatürü. EN 60598-2-22 standardına uygundur.`,
    intro: `${brand.name} acil aydınlatma armatürü, şebeke enerjisi kesildiğinde otomatik olarak devreye girerek insanların binayı güvenle terk etmesini sağlar. ${type === 'recessed' || type === 'exit' ? "Otomatik test fonksiyonu akü ve LED durumunu düzenli olarak kontrol eder, arızaları gösterge LED'iyle bildirir." : 'Sürekli veya yalnızca kesintide yanan modlar arasında seçim yapılabilir.'}`,
    features: [
      type === 'central' ? 'Merkezi akü sistemi ile uyumlu' : `${hours} saat otonomi`,
      type === 'central' ? 'Adresli izleme desteği' : 'Uzun ömürlü LiFePO4 akü',
      'Sürekli / kesintide yanan mod seçimi',
      'Otomatik fonksiyon ve süre testi',
      type === 'exit' || type === 'central'
        ? '25 m görüş mesafesi, değiştirilebilir yön etiketleri'
        : 'Geniş açılı kaçış yolu optiği',
      'EN 60598-2-22 ve TS EN 1838 uyumu',
    ],
    usage: [...PUBLIC, ...OFFICE, 'alışveriş merkezleri', 'otoparklar', 'fabrikalar'],
    specs: [
      [
        'Otonomi',
        type === 'central' ? 'Merkezi sisteme bağlı' : `${hours} saat (şarj süresi 24 saat)`,
      ],
      ['Akü', type === 'central' ? 'Yok (merkezi besleme)' : 'LiFePO4 3.2 V 1.5 Ah'],
      ['Güç', type === 'exit' || type === 'central' ? '2 W' : `${w} W`],
      ['Test', 'Otomatik test (self-test)'],
      ['Koruma Sınıfı', type === 'ceiling' ? 'IP65' : 'IP40'],
      ['Standart', 'EN 60598-2-22, TS EN 1838'],
      ['Giriş Gerilimi', type === 'central' ? '24 V DC / 220 V AC' : '220–240 V AC'],
    ],
    model: {
      family: 'EL',
      digits: `${type === 'exit' ? 1 : type === 'ceiling' ? 2 : type === 'recessed' ? 3 : 4}${hours}${w}`,
      suffix: type === 'central' ? 'CB' : 'ST',
    },
  }
}

const downlight: Template = (r, brand) => {
  const size = r.pick([
    { w: 7, d: 90 },
    { w: 10, d: 120 },
    { w: 15, d: 170 },
    { w: 20, d: 200 },
    { w: 25, d: 225 },
    { w: 30, d: 240 },
  ])
  const type = r.pick(['Sıva Altı', 'Sıva Altı', 'Sıva Üstü', 'Yönlendirilebilir'])
  const cct = r.pick(CCT)
  const eff = r.pick([90, 100, 110])
  const cri = r.chance(0.3)
  return {
    title: `${type} LED Downlight ${size.w}W, Ø ${size.d} mm, ${cct} K${cri ? ', Ra>90' : ''}`,
    kind: 'lamp',
    style: 3,
    brief: `${lm(size.w, eff)} ışık akısına sahip, ${type === 'Yönlendirilebilir' ? 'yönlendirilebilir gövdeli' : `${type.toLocaleLowerCase('tr')} montajlı`} LED downlight. Koridor, lobi ve mağaza aydınlatmasında verimli ve şık bir çözüm sunar.`,
    intro: `${brand.name} LED downlight, alüminyum gövdesi ve kaliteli LED çipleriyle uzun ömür ve kararlı renk sunar. ${cri ? 'Ra>90 renk geri verim değeri, ürünlerin ve mekânın renklerini doğal göstererek mağaza ve showroom uygulamalarında fark yaratır.' : 'Yaylı montaj klipsleri sayesinde asma tavana alet gerektirmeden hızla takılır.'}`,
    features: [
      `${lm(size.w, eff)} ışık akısı`,
      `${cct} K renk sıcaklığı`,
      cri ? 'Ra>90 yüksek renk geri verim' : 'Ra>80 renk geri verim',
      'Titreşimsiz sürücü',
      type === 'Yönlendirilebilir'
        ? '30° yönlendirilebilir gövde'
        : 'Kamaşmayı azaltan derin reflektör',
      '40.000 saat ömür',
    ],
    usage: [...OFFICE, ...RETAIL, ...HOSPITALITY, 'koridorlar', 'lobiler'],
    specs: [
      ['Güç', `${size.w} W`],
      ['Işık Akısı', lm(size.w, eff)],
      ['Renk Sıcaklığı', `${cct} K`],
      ['Renk Geri Verim', cri ? 'Ra > 90' : 'Ra > 80'],
      ['Işın Açısı', type === 'Yönlendirilebilir' ? '36°' : '90°'],
      [
        'Montaj',
        type === 'Sıva Üstü' ? 'Sıva üstü, tavan' : `Sıva altı, kesim çapı Ø ${size.d - 15} mm`,
      ],
      ['Gövde', 'Alüminyum'],
      ['Koruma Sınıfı', type === 'Sıva Altı' ? 'IP44 (ön yüz)' : 'IP20'],
      ['Ömür', '40.000 saat'],
    ],
    model: {
      family: 'DL',
      digits: `${String(size.w).padStart(2, '0')}${size.d}`,
      suffix: `${cct / 100}${cri ? 'H' : ''}${type === 'Sıva Üstü' ? 'S' : type === 'Yönlendirilebilir' ? 'A' : 'R'}`,
    },
  }
}

// ---------------------------------------------------------------- data transmission

const poeSwitch: Template = (r, brand) => {
  const ports = r.pick([4, 8, 8, 16, 24, 24, 48])
  const poe = r.pick([
    { label: 'PoE', std: 'IEEE 802.3af', per: 15.4 },
    { label: 'PoE+', std: 'IEEE 802.3af/at', per: 30 },
    { label: 'PoE+', std: 'IEEE 802.3af/at', per: 30 },
    { label: 'Hi-PoE', std: 'IEEE 802.3af/at/bt', per: 90 },
  ])
  const mgmt = r.pick([
    'Yönetilemeyen',
    'Akıllı (Web Yönetimli)',
    'Yönetilebilir',
    'L2+ Yönetilebilir',
  ])
  const uplink =
    ports >= 24
      ? r.pick([
          { spec: '4 × 1G SFP', name: '4 Gigabit SFP Uplink', code: 'F' },
          { spec: '4 × 10G SFP+', name: '4 × 10G SFP+ Uplink', code: 'X' },
        ])
      : r.pick([
          { spec: '2 × 1G RJ45', name: '2 Gigabit Uplink', code: 'T' },
          { spec: '2 × 1G SFP', name: '2 Gigabit SFP Uplink', code: 'F' },
        ])
  const budget = { 4: 60, 8: 120, 16: 250, 24: 370, 48: 740 }[ports] ?? 120
  const bigBudget = poe.label === 'Hi-PoE' ? Math.round(budget * 1.6) : budget
  const capacity = ports * 2 + (uplink.code === 'X' ? 80 : uplink.spec.startsWith('4') ? 8 : 4)
  return {
    title: `${ports} Port Gigabit ${poe.label} ${mgmt} Switch, ${uplink.name}`,
    kind: 'switch',
    style: 0,
    brief: `IP kamera, okuyucu ve kablosuz erişim noktalarını tek kabloyla besleyen ${ports} port ${poe.label} switch. Toplam ${bigBudget} W PoE bütçesi ve ${mgmt === 'Yönetilemeyen' ? 'tak-çalıştır kurulum' : 'VLAN, QoS ve SNMP yönetimi'} sunar.`,
    intro: `${brand.name} ${poe.label} switch, ${poe.std} standardıyla port başına ${poe.per} W güç sağlayarak PTZ kameralar dahil tüm uç cihazları ek adaptöre gerek kalmadan besler. Uzun mesafe modu, PoE ve veriyi 250 metreye kadar taşıyarak geniş sahalarda ara switch ihtiyacını ortadan kaldırır. ${mgmt === 'Yönetilemeyen' ? 'Yapılandırma gerektirmeyen yapısı küçük projelerde kurulumu hızlandırır.' : 'Kamera trafiğini VLAN ile ayırabilir, PoE portlarını zamanlayabilir ve takılan cihazı otomatik yeniden başlatabilirsiniz.'}`,
    features: [
      `${ports} × 10/100/1000 Mbps ${poe.label} port`,
      `Toplam ${bigBudget} W PoE bütçesi`,
      `Uplink: ${uplink.spec}`,
      '250 metreye kadar uzun mesafe PoE modu',
      mgmt === 'Yönetilemeyen'
        ? 'Tak-çalıştır, yapılandırma gerektirmez'
        : 'VLAN, QoS, IGMP snooping ve SNMP desteği',
      'PoE watchdog: yanıt vermeyen cihazı otomatik yeniden başlatma',
      '6 kV aşırı gerilim koruması',
    ],
    usage: [...OFFICE, ...INDUSTRY, ...PUBLIC, 'kamera sistemleri', 'kablosuz ağ projeleri'],
    specs: [
      ['Port Yapısı', `${ports} × 10/100/1000 Mbps RJ45 ${poe.label}, ${uplink.spec}`],
      ['PoE Standardı', poe.std],
      ['Port Başına PoE', `${poe.per} W`],
      ['PoE Bütçesi', `${bigBudget} W`],
      ['Anahtarlama Kapasitesi', `${capacity} Gbps`],
      ['MAC Tablosu', ports >= 24 ? '16K' : '8K'],
      [
        'Yönetim',
        mgmt === 'Yönetilemeyen'
          ? 'Yok'
          : mgmt.startsWith('Akıllı')
            ? 'Web arayüzü'
            : 'Web, CLI, SNMP v1/v2c/v3',
      ],
      ['Montaj', ports >= 16 ? '19 inç rack (1U)' : 'Masaüstü / duvar'],
      ['Besleme', ports >= 16 ? '100–240 V AC dahili güç kaynağı' : '52 V DC harici adaptör'],
    ],
    model: {
      family: r.pick(['SW', 'GS', 'PS']),
      digits: `${mgmt === 'Yönetilemeyen' ? 1 : mgmt.startsWith('Akıllı') ? 2 : mgmt.startsWith('L2+') ? 5 : 3}${String(ports).padStart(2, '0')}`,
      suffix: `${poe.label === 'Hi-PoE' ? 'HP' : poe.label === 'PoE+' ? 'P' : 'E'}${uplink.code}`,
      extra: `${ports}P`,
    },
  }
}

const industrialSwitch: Template = (r, brand) => {
  const ports = r.pick([4, 5, 8, 10, 16])
  const poe = r.chance(0.6)
  const managed = r.chance(0.5)
  const sfp = r.pick([0, 2, 4])
  return {
    title: `Endüstriyel ${managed ? 'Yönetilebilir ' : ''}${ports} Port Gigabit ${poe ? 'PoE+ ' : ''}Switch${sfp ? `, ${sfp} SFP` : ''}, DIN Ray Tipi`,
    kind: 'switch',
    style: 1,
    brief: `Zorlu saha koşulları için -40 °C ile +75 °C arasında çalışan, DIN raya monte edilen endüstriyel switch.${poe ? ' PoE+ desteğiyle sahadaki kameraları doğrudan besler.' : ''}`,
    intro: `${brand.name} endüstriyel switch, fansız metal gövdesi ve çift yedekli güç girişiyle trafo köşkleri, yol kenarı kabinleri ve üretim hatları gibi ortamlarda kesintisiz çalışır. ${managed ? 'Halka (ring) yedekliliği, bir bağlantı koptuğunda trafiği 20 milisaniyeden kısa sürede alternatif yola aktarır.' : 'Tak-çalıştır yapısı sahada hızlı devreye alma sağlar.'}`,
    features: [
      `${ports} × Gigabit RJ45${sfp ? ` ve ${sfp} × SFP` : ''} port`,
      'Geniş çalışma sıcaklığı: -40 °C ~ +75 °C',
      poe ? 'Çift yedekli 48–57 V DC güç girişi' : 'Çift yedekli 12–57 V DC güç girişi',
      managed ? 'ERPS halka yedekliliği (< 20 ms)' : 'Fansız, sessiz tasarım',
      poe ? 'Port başına 30 W PoE+' : 'Alarm rölesi çıkışı',
      'IP40 metal gövde, DIN ray montajı',
    ],
    usage: [
      'trafo merkezleri',
      'otoyol ve tünel projeleri',
      'fabrikalar',
      'enerji santralleri',
      'şehir gözetim sistemleri',
    ],
    specs: [
      ['Port Yapısı', `${ports} × 10/100/1000 Mbps RJ45${sfp ? `, ${sfp} × 1G SFP` : ''}`],
      ['PoE', poe ? `IEEE 802.3af/at, toplam ${Math.min(ports * 30, 240)} W` : 'Yok'],
      ['Yedeklilik', managed ? 'ERPS, STP/RSTP/MSTP' : 'Çift güç girişi'],
      ['Yönetim', managed ? 'Web, CLI, SNMP, Modbus TCP' : 'Yok'],
      ['Besleme', poe ? 'Çift giriş, 48–57 V DC' : 'Çift giriş, 12–57 V DC'],
      ['Koruma Sınıfı', 'IP40'],
      ['Montaj', 'DIN ray / duvar'],
      ['Çalışma Sıcaklığı', temp(-40, 75)],
    ],
    model: {
      family: 'IS',
      digits: `${managed ? 6 : 4}${String(ports).padStart(2, '0')}${sfp}`,
      suffix: `${poe ? 'P' : ''}${managed ? 'M' : 'U'}`,
    },
  }
}

const mediaConverter: Template = (r, brand) => {
  const sfp = r.chance(0.5)
  const single = r.chance(0.7)
  const km = single ? r.pick([10, 20, 40, 60]) : 0.55
  const dist = km < 1 ? '550 m' : `${km} km`
  if (sfp) {
    const ten = r.chance(0.35)
    const bidi = single && !ten && r.chance(0.4)
    const wl = single ? r.pick(['1310', '1550']) : '850'
    const title = bidi
      ? `${ten ? '10G SFP+' : '1.25G'} BiDi SFP Modül, ${wl === '1310' ? '1310/1550' : '1550/1310'} nm, ${single ? dist : '20 km'}, LC`
      : `${ten ? '10G SFP+' : '1.25G SFP'} Modül, ${single ? 'Single Mode' : 'Multi Mode'}, ${wl} nm, ${ten && !single ? '300 m' : dist}, LC`
    return {
      title,
      kind: 'switch',
      style: 3,
      brief: `${ten ? '10 Gbps' : '1.25 Gbps'} hızında ${single ? 'single mode' : 'multi mode'} fiber bağlantı için ${bidi ? 'tek damar üzerinden çift yönlü çalışan ' : ''}SFP modül. Çalışırken takılıp çıkarılabilir.`,
      intro: `${brand.name} SFP modül, switch ve medya dönüştürücülerin SFP yuvalarına takılarak fiber optik bağlantı sağlar. Dijital teşhis izleme (DDM) desteği sayesinde sıcaklık, gerilim ve optik güç değerleri switch arayüzünden izlenebilir. ${bidi ? 'BiDi yapısı tek fiber damarı üzerinden iki yönlü iletim yaparak fiber altyapıdan tasarruf sağlar.' : 'MSA uyumlu yapısı sayesinde yaygın switch markalarıyla birlikte kullanılabilir.'}`,
      features: [
        `${ten ? '10 Gbps' : '1.25 Gbps'} veri hızı`,
        `${wl} nm dalga boyu`,
        'Dijital teşhis izleme (DDM/DOM)',
        'Çalışırken takılıp çıkarılabilir (hot-swap)',
        'MSA uyumlu',
      ],
      usage: ['kampüs ağları', 'şehir gözetim sistemleri', 'fabrikalar', 'veri merkezleri'],
      specs: [
        ['Veri Hızı', ten ? '10.3125 Gbps' : '1.25 Gbps'],
        ['Fiber Tipi', single ? 'Single mode (9/125 µm)' : 'Multi mode (50/125 µm)'],
        [
          'Dalga Boyu',
          bidi ? `TX ${wl} nm / RX ${wl === '1310' ? '1550' : '1310'} nm` : `${wl} nm`,
        ],
        ['Mesafe', ten && !single ? '300 m' : dist],
        ['Konnektör', bidi ? 'Simplex LC' : 'Dupleks LC'],
        ['DDM', 'Var'],
        ['Çalışma Sıcaklığı', r.chance(0.5) ? temp(0, 70) : temp(-40, 85)],
      ],
      model: {
        family: ten ? 'SFP10' : 'SFP',
        digits: `${single ? 1 : 8}${bidi ? 9 : 0}${km < 1 ? '05' : String(km).padStart(2, '0')}`,
        suffix: `${bidi ? 'B' : ''}${wl === '1550' ? 'L' : wl === '850' ? 'S' : 'M'}`,
      },
    }
  }
  const conn = r.pick(['SC', 'LC', 'SFP yuvalı'])
  const poeOut = r.chance(0.3)
  return {
    title: `Gigabit Fiber Medya Dönüştürücü${poeOut ? ', PoE Çıkışlı' : ''}, ${single ? 'Single Mode' : 'Multi Mode'}, ${conn === 'SFP yuvalı' ? 'SFP Yuvalı' : `${dist}, ${conn}`}`,
    kind: 'switch',
    style: 2,
    brief: `Bakır Ethernet bağlantısını fiber optiğe dönüştürerek ${conn === 'SFP yuvalı' ? 'takılan SFP modüle bağlı mesafelere' : `${dist} mesafeye`} taşıyan gigabit medya dönüştürücü.${poeOut ? ' PoE çıkışı sayesinde uzak noktadaki kamerayı doğrudan besler.' : ''}`,
    intro: `${brand.name} medya dönüştürücü, binalar arası ve uzun mesafeli kamera bağlantılarında elektromanyetik parazitten etkilenmeyen fiber hat kurmanın en ekonomik yoludur. Bağlantı hatası aktarımı (link fault pass-through), hattın bir ucundaki kopukluğu diğer uca bildirerek arıza tespitini hızlandırır.`,
    features: [
      '1 × 10/100/1000 Mbps RJ45 ve 1 × fiber port',
      conn === 'SFP yuvalı'
        ? 'Farklı mesafeler için değiştirilebilir SFP yuvası'
        : `${dist} fiber iletim mesafesi`,
      'Bağlantı hatası aktarımı (LFP)',
      poeOut ? 'Port başına 30 W PoE+ çıkışı' : 'Kompakt metal gövde',
      'Tak-çalıştır kurulum',
      'Şasi montajına uygun yapı',
    ],
    usage: ['kampüs ağları', 'binalar arası bağlantılar', 'otoparklar', 'şehir gözetim sistemleri'],
    specs: [
      ['Bakır Port', `1 × 10/100/1000 Mbps RJ45${poeOut ? ' PoE+ (30 W)' : ''}`],
      [
        'Fiber Port',
        conn === 'SFP yuvalı'
          ? '1 × 1G SFP yuvası'
          : `1 × ${conn}, ${single ? 'single mode' : 'multi mode'}`,
      ],
      ['Mesafe', conn === 'SFP yuvalı' ? 'SFP modüle bağlı' : dist],
      ['Dalga Boyu', single ? '1310 nm' : '850 nm'],
      ['Besleme', poeOut ? '48–57 V DC' : '5 V DC / 1 A'],
      ['Gövde', 'Metal'],
      ['Çalışma Sıcaklığı', temp(-10, 60)],
    ],
    model: {
      family: 'MC',
      digits: `${poeOut ? 3 : 1}${single ? 1 : 8}${km < 1 ? '05' : String(km).padStart(2, '0')}`,
      suffix: conn === 'SFP yuvalı' ? 'SFP' : conn,
    },
  }
}

const cable: Template = (r, brand) => {
  const type = r.pick(['copper', 'copper', 'fiber', 'combo', 'fire', 'alarm'] as const)
  if (type === 'copper') {
    const cat = r.pick([
      { label: 'Cat5e', awg: 24, mhz: 100 },
      { label: 'Cat6', awg: 23, mhz: 250 },
      { label: 'Cat6', awg: 23, mhz: 250 },
      { label: 'Cat6A', awg: 23, mhz: 500 },
    ])
    const shield =
      cat.label === 'Cat6A'
        ? r.pick(['F/FTP', 'U/FTP', 'S/FTP'])
        : r.pick(['U/UTP', 'U/UTP', 'F/UTP'])
    const jacket = r.pick(['LSZH', 'LSZH', 'PVC', 'PE Dış Ortam'])
    const length = r.pick([305, 500])
    return {
      title: `${cat.label} ${shield} Ağ Kablosu, ${cat.awg} AWG, ${jacket}, ${length} m`,
      kind: 'cable',
      style: length === 305 ? 2 : 0,
      brief: `${cat.mhz} MHz bant genişliğine sahip, IP kamera ve PoE uygulamaları için ${cat.awg} AWG saf bakır iletkenli ${cat.label} kablo. ${length} metrelik ${length === 305 ? 'kutu' : 'makara'} ambalajla sunulur.`,
      intro: `${brand.name} ${cat.label} kablo, saf bakır iletkenleri sayesinde PoE uygulamalarında gerilim düşümünü ve ısınmayı en aza indirir. ${jacket === 'LSZH' ? 'Halojensiz ve az duman yayan LSZH dış kılıfı, kapalı alanlarda yangın anında zehirli gaz oluşumunu sınırlar.' : jacket === 'PE Dış Ortam' ? 'UV dayanımlı PE dış kılıfı, kablonun dış ortamda ve kanal içinde uzun yıllar kullanılmasını sağlar.' : 'Esnek PVC dış kılıfı kanal ve tavan içinde kolay çekim sağlar.'} Metre işaretleri, sahada kalan kablo miktarının kolayca takip edilmesini sağlar.`,
      features: [
        `${cat.awg} AWG saf bakır iletken`,
        `${cat.mhz} MHz bant genişliği`,
        `${shield} yapı`,
        `${jacket} dış kılıf`,
        'Metre işaretli dış kılıf',
        'PoE ve PoE+ uygulamalarına uygun',
      ],
      usage: [...OFFICE, ...INDUSTRY, 'yapısal kablolama projeleri', 'kamera sistemleri'],
      specs: [
        ['Kategori', cat.label],
        ['Yapı', shield],
        ['İletken', `${cat.awg} AWG saf bakır`],
        ['Bant Genişliği', `${cat.mhz} MHz`],
        ['Dış Kılıf', jacket],
        ['Yangın Sınıfı (CPR)', jacket === 'LSZH' ? 'Dca-s2,d2,a1' : 'Eca'],
        ['Uzunluk', `${length} m (${length === 305 ? 'kutu' : 'makara'})`],
        ['Standart', 'ISO/IEC 11801, TIA-568.2-D'],
      ],
      model: {
        family: cat.label.toUpperCase().replace('CAT', 'C'),
        digits: `${cat.awg}${length === 305 ? 3 : 5}`,
        suffix: `${shield.replace('/', '')}${jacket === 'LSZH' ? 'LS' : jacket === 'PVC' ? 'PV' : 'PE'}`,
      },
    }
  }
  if (type === 'fiber') {
    const cores = r.pick([4, 8, 12, 24])
    const single = r.chance(0.7)
    const env = r.pick(['İç Ortam', 'Dış Ortam Zırhlı', 'İç/Dış Ortam'])
    const length = r.pick([1000, 2000])
    return {
      title: `${cores} Damar ${single ? 'Single Mode' : 'Multi Mode (OM3)'} Fiber Optik Kablo, ${env}, ${formatInt(length)} m`,
      kind: 'cable',
      style: 0,
      brief: `Binalar arası ve kampüs bağlantıları için ${cores} damarlı ${single ? 'single mode' : 'multi mode'} fiber optik kablo. ${env === 'Dış Ortam Zırhlı' ? 'Çelik zırhı kemirgenlere ve mekanik darbelere karşı koruma sağlar.' : 'Hafif yapısı kanal içinde kolay çekim sağlar.'}`,
      intro: `${brand.name} fiber optik kablo, gevşek tüp yapısı ve jel dolgulu tüpleriyle lifleri nem ve çekme kuvvetlerine karşı korur. ${single ? 'Single mode lifler, kilometrelerce mesafede kayıpsıza yakın iletim sağlar.' : 'OM3 multi mode lifler, kısa mesafede 10 Gbps iletim için ekonomik bir çözümdür.'}`,
      features: [
        `${cores} damar ${single ? 'G.652.D single mode' : 'OM3 multi mode'} lif`,
        'Gevşek tüp, jel dolgulu yapı',
        env === 'Dış Ortam Zırhlı' ? 'Oluklu çelik bant zırh' : 'Aramid iplik çekme elemanı',
        env === 'İç Ortam' ? 'LSZH dış kılıf' : 'UV dayanımlı PE dış kılıf',
        'Renk kodlu lifler ve tüpler',
      ],
      usage: ['kampüs ağları', 'şehir gözetim sistemleri', 'fabrikalar', 'veri merkezleri'],
      specs: [
        ['Damar Sayısı', String(cores)],
        ['Lif Tipi', single ? 'Single mode G.652.D (9/125 µm)' : 'Multi mode OM3 (50/125 µm)'],
        ['Yapı', 'Gevşek tüp, jel dolgulu'],
        ['Zırh', env === 'Dış Ortam Zırhlı' ? 'Oluklu çelik bant' : 'Yok'],
        ['Dış Kılıf', env === 'İç Ortam' ? 'LSZH' : 'PE'],
        ['Zayıflama', single ? '≤ 0.36 dB/km @1310 nm' : '≤ 3.0 dB/km @850 nm'],
        ['Uzunluk', `${formatInt(length)} m (makara)`],
      ],
      model: {
        family: single ? 'FOS' : 'FOM',
        digits: `${String(cores).padStart(2, '0')}${length / 1000}`,
        suffix: env === 'İç Ortam' ? 'IN' : env === 'İç/Dış Ortam' ? 'ID' : 'AR',
      },
    }
  }
  const length = r.pick([100, 300, 500])
  if (type === 'combo') {
    return {
      title: `RG59 + 2 × 0.75 mm² Kombine Kamera Kablosu, ${length} m`,
      kind: 'cable',
      style: 1,
      brief:
        'Analog HD kameraların görüntü ve enerji iletimini tek kabloda birleştiren RG59 kombine kablo. Kurulum süresini ve işçiliği azaltır.',
      intro: `${brand.name} kombine kamera kablosu, 75 ohm RG59 koaksiyel hat ile 2 × 0.75 mm² enerji iletkenini tek kılıfta birleştirir. Bakır örgü blendajı görüntü sinyalini parazitlere karşı korurken enerji hattı kameranın uzak noktalarda da güvenle beslenmesini sağlar.`,
      features: [
        '75 ohm RG59 koaksiyel',
        '2 × 0.75 mm² enerji iletkeni',
        'Bakır örgü blendaj',
        'Tek kablo ile hızlı kurulum',
        'Metre işaretli dış kılıf',
      ],
      usage: ['konut siteleri', 'mağazalar', 'depolar', 'analog kamera sistemleri'],
      specs: [
        ['Koaksiyel', 'RG59, 75 ohm'],
        ['Enerji İletkeni', '2 × 0.75 mm² bakır'],
        ['Blendaj', 'Bakır örgü, %90 kaplama'],
        ['Dış Kılıf', 'PVC, siyah'],
        ['Uzunluk', `${length} m`],
      ],
      model: { family: 'RG', digits: `59${length / 100}`, suffix: 'P2' },
    }
  }
  if (type === 'fire') {
    const pairs = r.pick([1, 2, 4])
    return {
      title: `Yangın Alarm Kablosu JE-H(St)H ${pairs} × 2 × 0.8 mm, ${length} m`,
      kind: 'cable',
      style: 1,
      brief:
        'Yangın alarm ve anons sistemleri için halojensiz, alev iletmeyen, blendajlı yangın alarm kablosu.',
      intro: `${brand.name} yangın alarm kablosu, halojen içermeyen dış kılıfı ve alüminyum folyo blendajıyla yangın alarm sistemlerinde dedektör, siren ve modül hatlarında kullanılır. Yangın anında az duman yayar ve korozif gaz oluşturmaz.`,
      features: [
        'Halojensiz (LSZH) dış kılıf',
        'Alüminyum folyo blendaj ve drenaj teli',
        'Alev iletmez yapı',
        'Kırmızı dış kılıf ile kolay ayırt edilme',
      ],
      usage: ['yangın alarm sistemleri', 'anons sistemleri', 'kamu binaları', 'hastaneler'],
      specs: [
        ['Tip', 'JE-H(St)H'],
        ['Yapı', `${pairs} × 2 × 0.8 mm`],
        ['Blendaj', 'Alüminyum folyo ve drenaj teli'],
        ['Dış Kılıf', 'LSZH, kırmızı'],
        ['Standart', 'IEC 60332-1, IEC 60754, IEC 61034'],
        ['Uzunluk', `${length} m`],
      ],
      model: { family: 'FA', digits: `${pairs}208`, suffix: `${length / 100}H` },
    }
  }
  const cores = r.pick([4, 6, 8])
  return {
    title: `${cores} × 0.22 mm² Blendajlı Alarm Kablosu, ${length} m`,
    kind: 'cable',
    style: 1,
    brief:
      'Hırsız alarm dedektörleri, tuş takımları ve okuyucular için çok damarlı, blendajlı sinyal kablosu.',
    intro: `${brand.name} alarm kablosu, renk kodlu ${cores} damarı ve folyo blendajıyla dedektör ve tuş takımı hatlarında parazitsiz sinyal iletimi sağlar. Esnek yapısı dar kanallarda ve köşelerde kolay çekim imkânı verir.`,
    features: [
      `${cores} renk kodlu damar`,
      'Folyo blendaj ve drenaj teli',
      'Esnek PVC dış kılıf',
      'Metre işaretli',
    ],
    usage: ['hırsız alarm sistemleri', 'geçiş kontrol sistemleri', 'konutlar', 'ofisler'],
    specs: [
      ['Yapı', `${cores} × 0.22 mm²`],
      ['İletken', 'Bakır'],
      ['Blendaj', 'Alüminyum folyo'],
      ['Dış Kılıf', 'PVC, beyaz'],
      ['Uzunluk', `${length} m`],
    ],
    model: { family: 'AL', digits: `${cores}22`, suffix: `${length / 100}B` },
  }
}

// ---------------------------------------------------------------- people counting

const stereoCounter: Template = (r, brand) => {
  const acc = r.pick([97, 98, 99])
  const type = r.pick(['std', 'ai', 'wide'] as const)
  const width = r.pick([4, 6, 8])
  const wifi = r.chance(0.4)
  const title =
    type === 'std'
      ? `Çift Yönlü 3D Stereo İnsan Sayma Sensörü, %${acc} Doğruluk${wifi ? ', Wi-Fi' : ', PoE'}`
      : type === 'ai'
        ? `Yapay Zekâ Destekli 3D İnsan Sayma Sensörü, Personel Filtreli, %${acc} Doğruluk`
        : `Geniş Açılı Stereo İnsan Sayma Sensörü, ${width} m Kapsama${wifi ? ', Wi-Fi' : ', PoE'}`
  return {
    title,
    kind: 'counter',
    style: 0,
    brief: `Giriş ve çıkışları %${acc} doğrulukla sayan, çocuk ve alışveriş arabası gibi nesneleri ayırt eden 3D stereo sayma sensörü. Görüntü kaydetmez, yalnızca anonim sayım verisi üretir.`,
    intro: `${brand.name} 3D stereo sensör, iki lensli kamerasıyla derinlik bilgisi üreterek kalabalık girişlerde bile kişileri birbirinden ayırır. Boy filtresi sayesinde çocuklar ve arabalar ayrı değerlendirilir; ${type === 'ai' ? 'yapay zekâ modeli, personel yeleği veya yaka kartı taşıyanları sayımdan çıkarır.' : 'birden fazla sensör birleştirilerek geniş girişler tek sayım hattı gibi yönetilebilir.'} Veriler bulut raporlama platformuna veya yerel sunucuya gerçek zamanlı aktarılır.`,
    features: [
      `≥ %${acc} sayım doğruluğu`,
      'Çift yönlü (giriş/çıkış) sayım',
      'Çocuk, alışveriş arabası ve personel filtreleme',
      'Anonim sayım, görüntü kaydı yok',
      'HTTP(S) push, MQTT ve RS-485 veri çıkışları',
      '90 güne kadar yerel veri saklama',
      'PoE ile tek kablo kurulum',
    ],
    usage: [...RETAIL, 'müzeler', 'havalimanları', 'kütüphaneler', 'fuar alanları'],
    specs: [
      ['Teknoloji', 'Çift lensli 3D stereo görüntü'],
      ['Doğruluk', `≥ %${acc}`],
      ['Montaj Yüksekliği', '2.2–6 m'],
      [
        'Kapsama Genişliği',
        type === 'wide'
          ? `${width} m (4 m montaj yüksekliğinde)`
          : '4.5 m (3 m montaj yüksekliğinde)',
      ],
      ['Sayım Yönü', 'Çift yönlü'],
      ['Veri Çıkışı', 'HTTP(S) push, MQTT, RS-485'],
      ['Yerel Hafıza', '90 gün'],
      ['Besleme', wifi ? '12 V DC (Wi-Fi bağlantı)' : 'PoE (802.3af) / 12 V DC'],
      ['Gizlilik', 'Görüntü kaydetmez, yalnızca sayım verisi gönderir'],
    ],
    model: {
      family: 'PC',
      digits: `3${type === 'ai' ? 5 : type === 'wide' ? 8 : 2}${acc}`,
      suffix: type === 'ai' ? 'AI' : type === 'wide' ? 'W' : 'S',
    },
  }
}

const thermalCounter: Template = (r, brand) => {
  const type = r.pick(['count', 'occupancy'] as const)
  const height = r.pick(['2.2–4.5', '2.4–6'])
  const conn = r.pick(['PoE', 'Wi-Fi', 'LoRaWAN'])
  return {
    title:
      type === 'count'
        ? `Termal İnsan Sayma Sensörü, Çift Yönlü, ${height} m Montaj, ${conn}`
        : `Termal Doluluk Sensörü, Alan Bazlı, ${height} m Montaj, ${conn}`,
    kind: 'counter',
    style: 1,
    brief: `Işık koşullarından etkilenmeden vücut ısısıyla kişi algılayan termal ${type === 'count' ? 'sayma' : 'doluluk'} sensörü. Kimlik tespiti yapmadığı için kişisel veri işlemez.`,
    intro: `${brand.name} termal sensör, düşük çözünürlüklü termal dizisiyle kişileri yalnızca ısı izleri olarak algılar; yüz veya görüntü kaydı yapmaz. Karanlık, güneş ışığı veya yansımalı zeminler sayım doğruluğunu etkilemez. ${type === 'occupancy' ? 'Toplantı odası ve çalışma alanlarının anlık doluluğunu ölçerek alan verimliliği analizine veri sağlar.' : 'Mağaza ve ofis girişlerinde çift yönlü ziyaretçi sayımı yapar.'}`,
    features: [
      'Kişisel veri işlemeyen termal algılama',
      'Işık ve gölgeden bağımsız ölçüm',
      type === 'count' ? 'Çift yönlü sayım' : 'Alan bazlı anlık doluluk',
      conn === 'PoE'
        ? 'PoE ile tek kablo kurulum'
        : conn === 'Wi-Fi'
          ? 'Wi-Fi ile kablosuz veri aktarımı'
          : 'LoRaWAN ile uzun menzilli, pilli çalışma',
      'REST API ve MQTT entegrasyonu',
    ],
    usage: [...OFFICE, ...RETAIL, 'toplantı salonları', 'kütüphaneler'],
    specs: [
      ['Teknoloji', 'Termal dizi (80 × 60 piksel)'],
      ['Algılama', type === 'count' ? 'Çift yönlü geçiş sayımı' : 'Alan bazlı doluluk'],
      ['Montaj Yüksekliği', `${height} m`],
      ['Doğruluk', '≥ %95'],
      ['Veri Çıkışı', conn === 'LoRaWAN' ? 'LoRaWAN (EU868)' : `REST API, MQTT (${conn})`],
      [
        'Besleme',
        conn === 'PoE'
          ? 'PoE (802.3af)'
          : conn === 'Wi-Fi'
            ? '12 V DC'
            : '2 × AA lityum pil, 3 yıla kadar',
      ],
      ['Gizlilik', 'Görüntü işlemez, kişisel veri üretmez'],
    ],
    model: {
      family: 'TC',
      digits: `${type === 'count' ? 2 : 4}${height.startsWith('2.2') ? 45 : 60}`,
      suffix: `${type === 'count' ? 'BD' : 'OC'}${conn === 'PoE' ? 'P' : conn === 'Wi-Fi' ? 'W' : 'L'}`,
    },
  }
}

const irCounter: Template = (r, brand) => {
  const type = r.pick(['wireless', 'lcd', 'wifi'] as const)
  const range = r.pick([10, 15, 20])
  const titles = {
    wireless: `Kablosuz Kızılötesi Kapı Sayacı, Çift Yönlü, ${range} m`,
    lcd: `Çift Işınlı Kızılötesi Ziyaretçi Sayacı, LCD Ekranlı, ${range} m`,
    wifi: `Kızılötesi Kapı Sayacı, Wi-Fi ile Bulut Raporlama, ${range} m`,
  }
  return {
    title: titles[type],
    kind: 'counter',
    style: 2,
    brief: `Kapı kenarına monte edilen verici ve alıcı ile ${range} metre genişliğe kadar girişlerde ziyaretçi sayan ekonomik kızılötesi sayaç. Pille çalıştığı için kablo gerektirmez.`,
    intro: `${brand.name} kızılötesi sayaç, çift ışın yapısıyla geçiş yönünü belirler ve giriş-çıkış sayılarını ayrı ayrı kaydeder. ${type === 'wifi' ? 'Wi-Fi bağlantısıyla veriler bulut platformuna otomatik gönderilir, mağaza bazlı raporlar web üzerinden izlenebilir.' : 'Kurulumu birkaç dakika sürer; küçük mağazalar için en pratik sayım çözümüdür.'}`,
    features: [
      `${range} m giriş genişliğine kadar algılama`,
      'Çift ışınla yön algılama',
      type === 'lcd'
        ? 'LCD ekranda günlük ve saatlik sayım'
        : type === 'wifi'
          ? 'Wi-Fi ile bulut raporlama'
          : 'Kablosuz veri toplayıcıya aktarım',
      'Pil ile 2 yıla kadar çalışma',
      'Kablosuz, hızlı kurulum',
    ],
    usage: ['mağazalar', 'butikler', 'kütüphaneler', 'müzeler', 'sergi salonları'],
    specs: [
      ['Teknoloji', 'Çift ışınlı kızılötesi'],
      ['Algılama Mesafesi', `${range} m`],
      ['Sayım Yönü', 'Çift yönlü'],
      [
        'Veri Aktarımı',
        type === 'wifi' ? 'Wi-Fi 2.4 GHz' : type === 'wireless' ? '433 MHz kablosuz' : 'USB',
      ],
      ['Ekran', type === 'lcd' ? 'LCD' : 'Yok'],
      ['Besleme', '2 × AA pil, 2 yıla kadar'],
      ['Montaj Yüksekliği', '1.1–1.4 m'],
    ],
    model: {
      family: 'IR',
      digits: `${range}${type === 'wifi' ? 3 : type === 'lcd' ? 2 : 1}`,
      suffix: type === 'wifi' ? 'WF' : type === 'lcd' ? 'LC' : 'RF',
    },
  }
}

export const templates: Record<string, Template> = {
  'ip-kameralar': ipCamera,
  'analog-hd-kameralar': analogCamera,
  'ptz-ve-speed-dome-kameralar': ptzCamera,
  'termal-kameralar': thermalCamera,
  'kayit-cihazlari-nvr-dvr': recorder,
  'kartli-gecis-okuyuculari': cardReader,
  'biyometrik-okuyucular': biometric,
  'gecis-kontrol-panelleri': accessPanel,
  'turnike-ve-bariyer-sistemleri': turnstile,
  'sifreli-gecis-tus-takimlari': accessKeypad,
  'alarm-panelleri': alarmPanel,
  'hareket-dedektorleri': motionDetector,
  'kablosuz-alarm-urunleri': wirelessAlarm,
  'siren-ve-flasorler': intrusionSiren,
  'alarm-tus-takimlari': alarmKeypad,
  'adresli-yangin-alarm-panelleri': addressablePanel,
  'konvansiyonel-yangin-alarm-panelleri': conventionalPanel,
  'duman-ve-isi-dedektorleri': fireDetector,
  'yangin-siren-ve-flasorleri': fireSounder,
  'gaz-ve-karbonmonoksit-dedektorleri': gasDetector,
  'elektromanyetik-kilitler': magLock,
  'elektrikli-kilit-karsiliklari': strike,
  'akilli-kapi-kilitleri': smartLock,
  'otel-kilit-sistemleri': hotelLock,
  'led-panel-armaturler': ledPanel,
  'led-projektorler': floodlight,
  'acil-aydinlatma-armaturleri': emergencyLight,
  'led-downlight-armaturler': downlight,
  'poe-switchler': poeSwitch,
  'endustriyel-switchler': industrialSwitch,
  'medya-donusturuculer-ve-sfp-moduller': mediaConverter,
  'kablo-ve-altyapi-urunleri': cable,
  '3d-stereo-insan-sayma-sensorleri': stereoCounter,
  'termal-insan-sayma-sensorleri': thermalCounter,
  'kizilotesi-kapi-sayaclari': irCounter,
}

/** How many products of each sub-category per cycle of the catalogue (the demo's mix). */
export const categoryWeights: Record<string, number> = {
  'ip-kameralar': 4,
  'analog-hd-kameralar': 2,
  'ptz-ve-speed-dome-kameralar': 2,
  'termal-kameralar': 1,
  'kayit-cihazlari-nvr-dvr': 3,
  // Not drawn in turn: the disks close the catalogue (disks.ts), so the rest stays as it was.
  'guvenlik-diskleri': 0,
  'kartli-gecis-okuyuculari': 3,
  'biyometrik-okuyucular': 2,
  'gecis-kontrol-panelleri': 2,
  'turnike-ve-bariyer-sistemleri': 2,
  'sifreli-gecis-tus-takimlari': 1,
  'alarm-panelleri': 2,
  'hareket-dedektorleri': 3,
  'kablosuz-alarm-urunleri': 2,
  'siren-ve-flasorler': 1,
  'alarm-tus-takimlari': 1,
  'adresli-yangin-alarm-panelleri': 2,
  'konvansiyonel-yangin-alarm-panelleri': 1,
  'duman-ve-isi-dedektorleri': 3,
  'yangin-siren-ve-flasorleri': 1,
  'gaz-ve-karbonmonoksit-dedektorleri': 1,
  'elektromanyetik-kilitler': 2,
  'elektrikli-kilit-karsiliklari': 1,
  'akilli-kapi-kilitleri': 2,
  'otel-kilit-sistemleri': 1,
  'led-panel-armaturler': 2,
  'led-projektorler': 2,
  'acil-aydinlatma-armaturleri': 1,
  'led-downlight-armaturler': 1,
  'poe-switchler': 3,
  'endustriyel-switchler': 1,
  'medya-donusturuculer-ve-sfp-moduller': 2,
  'kablo-ve-altyapi-urunleri': 2,
  '3d-stereo-insan-sayma-sensorleri': 2,
  'termal-insan-sayma-sensorleri': 1,
  'kizilotesi-kapi-sayaclari': 1,
}
