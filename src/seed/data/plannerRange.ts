import { networkRecorder, type Template } from './productTemplates'

/** The demo's surveillance disks (the project planner fills recorders' bays with them). */
export const DISK_CATEGORY = 'guvenlik-diskleri'

/** One disk per capacity, in TB: the range a distributor stocks, 2 to 20 TB. */
export const DISK_CAPACITIES = [2, 4, 6, 8, 10, 12, 14, 16, 18, 20] as const

/** A 3.5-inch SATA disk for recorders: surveillance class up to 16 TB, enterprise above. */
export const surveillanceDisk =
  (tb: number): Template =>
  (r, brand) => {
    const enterprise = tb >= 18
    const cameras = tb >= 8 ? 64 : 32
    const rpm = tb >= 8 ? '7200 rpm' : '5400 rpm sınıfı'
    const workload = enterprise ? 550 : tb >= 8 ? 300 : 180
    const kind = enterprise ? 'Kurumsal Sabit Disk' : 'Güvenlik Diski'
    return {
      title: `${tb} TB ${kind} (HDD), 3,5 inç SATA, 7/24 Kayıt`,
      kind: 'disk',
      style: enterprise ? 1 : 0,
      brief: `Kayıt cihazları için ${tb} TB, 7/24 çalışmaya uygun ${enterprise ? 'kurumsal sınıf' : 'gözetim sınıfı'} 3,5 inç SATA sabit disk. ${cameras} kameraya kadar eş zamanlı yazmayı destekler.`,
      intro: `${brand.name} ${tb} TB disk, kesintisiz kayıt yapan NVR ve DVR'lar için tasarlandı: yıllık ${workload} TB iş yükü ve titreşim sensörleri, çok diskli kasalarda bile kayıt kesintisini önler. ${enterprise ? 'Kurumsal sınıf yapısı RAID 5 ve RAID 6 dizilerinde uzun yeniden yapılandırma sürelerine dayanır.' : 'Düşük güç tüketimi ve sessiz çalışması küçük kayıt cihazlarında ısınmayı azaltır.'}`,
      features: [
        '7/24 kesintisiz kayıt için tasarlandı',
        `${cameras} kameraya kadar eş zamanlı yazma`,
        `Yıllık ${workload} TB iş yükü`,
        'Titreşim sensörleriyle çok diskli kasalarda kararlı çalışma',
        'Kayıt cihazlarıyla uyumlu ATA akış komutları',
        enterprise ? 'RAID 5 / RAID 6 dizileri için kurumsal sınıf' : 'Düşük güç tüketimi',
        '3 yıl garanti',
      ],
      usage: ['NVR ve DVR kayıt cihazları', 'video kayıt sunucuları', 'kamera sistemleri'],
      specs: [
        ['Kapasite', `${tb} TB`],
        ['Disk Sınıfı', enterprise ? 'Kurumsal' : 'Gözetim'],
        ['Arayüz', 'SATA 6 Gb/s'],
        ['Form Faktörü', '3,5 inç'],
        ['Devir Hızı', rpm],
        ['Önbellek', tb >= 8 ? '256 MB' : '64 MB'],
        ['İş Yükü', `${workload} TB/yıl`],
        ['Desteklenen Kamera', `${cameras} kameraya kadar`],
        ['Garanti', '3 yıl'],
      ],
      model: {
        family: enterprise ? 'HE' : 'HS',
        digits: String(tb).padStart(2, '0') + String(r.int(0, 9)),
        suffix: enterprise ? 'EN' : 'SV',
      },
    }
  }

/**
 * What closes a demo catalogue, so that the project planner has the whole range to choose from:
 * every disk size and a 64-channel, 8-bay recorder (drawn recorders may lack one).
 */
export const PLANNER_RANGE: { categorySlug: string; template: Template }[] = [
  ...DISK_CAPACITIES.map((tb) => ({ categorySlug: DISK_CATEGORY, template: surveillanceDisk(tb) })),
  { categorySlug: 'kayit-cihazlari-nvr-dvr', template: networkRecorder(64) },
]
