import type { SeedHumanResources } from './types'

export const humanResources: SeedHumanResources = {
  intro:
    'Vitrin’de başarımızın, güvenlik teknolojilerini bilgi ve tutkuyla müşterilerine ulaştıran insanlardan geldiğine inanıyoruz. Uluslararası bir güvenlik grubunun parçası olmanın sağladığı güçlü temeli, yerel ekibimizin çevikliğiyle birleştiriyor; her çalışanımızın kendini geliştirebileceği, fikirlerini özgürce paylaşabileceği bir çalışma ortamı sunuyoruz.',
  values: [
    {
      title: 'Dürüst',
      text: 'Müşterilerimize, iş ortaklarımıza ve birbirimize karşı açık ve şeffaf davranırız. Verdiğimiz sözü tutar, hatalarımızı saklamaz, sorumluluk alırız. Kurallara, yalnızca birileri izlediğinde değil, her zaman uyarız.',
    },
    {
      title: 'Dikkatli',
      text: 'Çevremizdeki riskleri ve fırsatları fark eder, işimizi özenle yaparız. Bir ürünü önerirken de bir süreci yürütürken de ayrıntıları gözden kaçırmaz, kendi güvenliğimizi ve çevremizdekilerin güvenliğini her şeyin önünde tutarız.',
    },
    {
      title: 'Yardımsever',
      text: 'Müşterimizin, bayimizin ya da çalışma arkadaşımızın ihtiyacını kendi işimiz gibi sahipleniriz. Bilgimizi paylaşır, destek isteyene elimizi uzatır ve sorunun çözüldüğünden emin olana kadar takip ederiz.',
    },
  ],
  recruitment:
    'İşe alım süreçlerimizde adaylarımızı yalnızca bilgi, beceri, deneyim ve değerlerimizle uyumları doğrultusunda değerlendiririz. Cinsiyet, yaş, din, dil, etnik köken, engellilik durumu ya da medeni hâl gibi işle ilgisi olmayan hiçbir özellik kararlarımızı etkilemez; herkese eşit fırsat tanırız. Grubumuzun dünya genelindeki tüm şirketlerinde geçerli olan aynı işe alım standartlarını uygular, her adaya şeffaf, saygılı ve zamanında geri dönüş yaparız.',
  benefits: [
    'Piyasa koşullarıyla rekabetçi brüt ücret',
    'Yemek kartı',
    'Özel sağlık sigortası',
    'Hayat sigortası',
    'Yabancı dil tazminatı',
    'Yüksek lisans ve eğitim desteği',
  ],
  development:
    'Çalışanlarımızın gelişimini, şirketimizin gelişiminin ön koşulu olarak görüyoruz. Her yıl yöneticisiyle birlikte belirlenen bireysel gelişim planları; üretici firmaların teknik sertifika programları, satış ve liderlik eğitimleri, grup şirketlerindeki projelerde görev alma ve uluslararası rotasyon fırsatlarıyla desteklenir. Açık pozisyonlarımızda öncelikle kendi çalışanlarımıza yer veriyor, kariyer yolculuklarında mentorluk programıyla yanlarında oluyoruz.',
}
