import type { RichBlock, SeedPage } from './types'

const h = (text: string): RichBlock => ({ type: 'heading', level: 2, text })
const p = (text: string): RichBlock => ({ type: 'paragraph', text })
const ul = (...items: string[]): RichBlock => ({ type: 'list', items })
const ol = (...items: string[]): RichBlock => ({ type: 'list', ordered: true, items })

const COMPANY = 'Vitrin Güvenlik Teknolojileri A.Ş.'
const ADDRESS = 'Atatürk Mah. Güven Sok. No: 8, 34758 Ataşehir/İstanbul'

const informationSecurity: SeedPage = {
  slug: 'bilgi-guvenliği',
  title: 'Bilgi Güvenliği Politikası',
  body: [
    p(
      `${COMPANY} olarak müşterilerimize, iş ortaklarımıza ve bayilerimize sunduğumuz güvenlik çözümlerinin güvenilirliği, önce kendi bilgi varlıklarımızı ne kadar iyi koruduğumuzla başlar. Bu politika, şirketimizin bilgi güvenliğine ilişkin yaklaşımını, hedeflerini ve tüm çalışanlarımızdan beklediğimiz davranışları tanımlar.`,
    ),
    h('Amaç ve Kapsam'),
    p(
      'Politikanın amacı; şirketimize ait ya da şirketimize emanet edilen her türlü bilginin gizliliğini, bütünlüğünü ve erişilebilirliğini korumaktır. Politika; İstanbul genel merkezimiz ve Ankara bölge ofisimiz dahil tüm lokasyonlarımızı, çalışanlarımızı, stajyerlerimizi, danışmanlarımızı ve bilgi sistemlerimize erişen tedarikçilerimizi kapsar. Basılı belgeler, elektronik kayıtlar, yazılımlar, sunucular, ağ cihazları, mobil cihazlar ve bulut hizmetleri bu kapsamdadır.',
    ),
    h('Temel İlkelerimiz'),
    ul(
      'Gizlilik: Bilgiye yalnızca işi gereği erişmesi gereken yetkili kişilerin erişmesini sağlarız.',
      'Bütünlük: Bilginin doğruluğunu ve eksiksizliğini korur, yetkisiz değişikliklere karşı önlem alırız.',
      'Erişilebilirlik: Bilgi ve sistemlerin, ihtiyaç duyulduğu anda yetkili kullanıcıların hizmetinde olmasını sağlarız.',
      'Yasal uyum: 6698 sayılı Kişisel Verilerin Korunması Kanunu başta olmak üzere ilgili mevzuata ve sözleşmesel yükümlülüklerimize uyarız.',
      'Sürekli iyileştirme: ISO/IEC 27001 standardını esas alan bilgi güvenliği yönetim sistemimizi düzenli olarak gözden geçirir ve geliştiririz.',
    ),
    h('Uyguladığımız Kontroller'),
    p(
      'Bilgi güvenliği risklerimizi yılda en az bir kez değerlendirir, belirlenen risklere uygun teknik ve idari önlemleri hayata geçiririz. Bu önlemlerin başlıcaları şunlardır:',
    ),
    ul(
      'Rol tabanlı yetkilendirme, en az yetki ilkesi ve kritik sistemlerde çok faktörlü kimlik doğrulama',
      'Güncel tutulan işletim sistemleri, uç nokta koruma yazılımları ve düzenli güvenlik yamaları',
      'Ağ segmentasyonu, güvenlik duvarları ve olay kayıtlarının merkezi olarak izlenmesi',
      'Kritik verilerin şifrelenmesi ile düzenli ve test edilen yedekleme süreçleri',
      'Veri merkezi ve ofislerde kartlı geçiş kontrolü, video gözetim ve ziyaretçi kaydı ile fiziksel güvenlik',
      'Tedarikçilerle gizlilik sözleşmeleri ve bilgi güvenliği şartlarının sözleşmelere eklenmesi',
    ),
    h('Çalışanlarımızın Sorumlulukları'),
    p(
      'Bilgi güvenliği yalnızca bilgi teknolojileri ekibinin değil, hepimizin sorumluluğudur. Her çalışanımız işe başlarken ve sonrasında her yıl bilgi güvenliği farkındalık eğitimine katılır. Parolalarını kimseyle paylaşmaz, şüpheli e-postaları ve olağan dışı durumları vakit kaybetmeden bilgi güvenliği ekibine bildirir, şirket bilgilerini yalnızca yetkilendirilmiş cihaz ve uygulamalarda saklar. Masasını ve ekranını boş bırakırken kilitler, gizli belgeleri imha ederken kâğıt imha makinesi kullanır.',
    ),
    h('Olay Yönetimi ve İş Sürekliliği'),
    p(
      'Bilgi güvenliği ihlallerini ve ihlal şüphelerini tanımlı bir süreçle kayıt altına alır, etkisini analiz eder ve kök nedenini ortadan kaldıracak düzeltici faaliyetleri başlatırız. Kişisel verileri etkileyen ihlalleri mevzuatta öngörülen sürelerde Kişisel Verileri Koruma Kurulu’na ve ilgili kişilere bildiririz. Kritik iş süreçlerimiz için hazırladığımız iş sürekliliği planlarını düzenli tatbikatlarla sınarız.',
    ),
    h('Politikanın Gözden Geçirilmesi'),
    p(
      'Bu politika üst yönetimimiz tarafından onaylanmıştır ve en az yılda bir kez ya da önemli bir değişiklik olduğunda gözden geçirilir. Politikaya aykırı davranışlar, disiplin yönetmeliğimiz çerçevesinde değerlendirilir. Bilgi güvenliğine ilişkin soru ve bildirimlerinizi bilgiguvenligi@vitrin.example adresine iletebilirsiniz.',
    ),
  ],
}

const kvkk: SeedPage = {
  slug: 'kvkk',
  title: 'Kişisel Verilerin Korunması Kanunu Kapsamında Aydınlatma Metni',
  body: [
    p(
      `Bu aydınlatma metni, 6698 sayılı Kişisel Verilerin Korunması Kanunu’nun ("Kanun") 10. maddesi ve Aydınlatma Yükümlülüğünün Yerine Getirilmesinde Uyulacak Usul ve Esaslar Hakkında Tebliğ uyarınca, veri sorumlusu sıfatıyla ${COMPANY} ("Şirket") tarafından, internet sitemizi ziyaret eden, iletişim ve teklif formlarını dolduran, bayilik başvurusu yapan kişileri bilgilendirmek amacıyla hazırlanmıştır.`,
    ),
    h('Veri Sorumlusu'),
    p(
      `Veri sorumlusu, ${ADDRESS} adresinde mukim ${COMPANY}’dir. Kişisel verilerinize ilişkin her türlü soru için kvkk@vitrin.example adresinden bize ulaşabilirsiniz.`,
    ),
    h('İşlenen Kişisel Verileriniz'),
    ul(
      'Kimlik bilgileri: ad ve soyad',
      'İletişim bilgileri: e-posta adresi, telefon numarası',
      'Müşteri işlem bilgileri: kurum adı, talep edilen ürün, teklif ve mesaj içeriği',
      'İşlem güvenliği bilgileri: IP adresi, tarayıcı bilgisi, form gönderim tarihi ve saati',
      'Pazarlama bilgileri: yalnızca açık rızanız bulunması hâlinde iletişim tercihleriniz',
    ),
    h('Kişisel Verilerinizin İşlenme Amaçları'),
    ul(
      'İletişim ve teklif taleplerinizin alınması, değerlendirilmesi ve yanıtlanması',
      'Bayilik başvurularının değerlendirilmesi ve başvuru sahipleriyle iletişime geçilmesi',
      'Satış öncesi ve satış sonrası destek ile teknik destek süreçlerinin yürütülmesi',
      'İnternet sitesinin güvenliğinin sağlanması ve kötüye kullanımın önlenmesi',
      'Mevzuattan kaynaklanan yükümlülüklerin yerine getirilmesi ve yetkili kurumların taleplerinin karşılanması',
      'Açık rızanızın bulunması hâlinde ürün, kampanya ve etkinliklerimiz hakkında bilgilendirme yapılması',
    ),
    h('Hukuki Sebepler ve Toplama Yöntemi'),
    p(
      'Kişisel verileriniz internet sitemizdeki formlar, e-posta ve telefon aracılığıyla elektronik ortamda, kısmen otomatik yollarla toplanır. Verileriniz; Kanun’un 5. maddesinin 2. fıkrasında yer alan bir sözleşmenin kurulması veya ifasıyla doğrudan ilgili olması, veri sorumlusunun hukuki yükümlülüğünü yerine getirebilmesi ve ilgili kişinin temel hak ve özgürlüklerine zarar vermemek kaydıyla veri sorumlusunun meşru menfaatleri için veri işlenmesinin zorunlu olması hukuki sebeplerine dayanılarak işlenir. Pazarlama amaçlı iletişim ise yalnızca Kanun’un 5. maddesinin 1. fıkrası uyarınca açık rızanıza dayanır; açık rıza vermemeniz teklif veya iletişim talebinizin yanıtlanmasını etkilemez.',
    ),
    h('Kişisel Verilerin Aktarılması'),
    p(
      'Kişisel verileriniz, yukarıdaki amaçlarla sınırlı olarak; talebinize konu ürünü sunacak yetkili bayilerimize, bağlı bulunduğumuz grup şirketlerine, barındırma, e-posta ve bilgi teknolojileri hizmeti aldığımız tedarikçilerimize, hukuk ve mali müşavirlerimize ve talep hâlinde yetkili kamu kurum ve kuruluşlarına Kanun’un 8. ve 9. maddelerinde öngörülen şartlara uygun olarak aktarılabilir. Yurt dışında bulunan hizmet sağlayıcılara aktarım yalnızca Kanun’un 9. maddesinde öngörülen güvencelerle yapılır.',
    ),
    h('Kanun’un 11. Maddesi Kapsamındaki Haklarınız'),
    ul(
      'Kişisel verilerinizin işlenip işlenmediğini öğrenme',
      'Kişisel verileriniz işlenmişse buna ilişkin bilgi talep etme',
      'Kişisel verilerinizin işlenme amacını ve bunların amacına uygun kullanılıp kullanılmadığını öğrenme',
      'Yurt içinde veya yurt dışında kişisel verilerinizin aktarıldığı üçüncü kişileri bilme',
      'Kişisel verilerinizin eksik veya yanlış işlenmiş olması hâlinde bunların düzeltilmesini isteme',
      'Kanun’un 7. maddesinde öngörülen şartlar çerçevesinde kişisel verilerinizin silinmesini veya yok edilmesini isteme',
      'Düzeltme, silme ve yok etme işlemlerinin, kişisel verilerinizin aktarıldığı üçüncü kişilere bildirilmesini isteme',
      'İşlenen verilerin münhasıran otomatik sistemler vasıtasıyla analiz edilmesi suretiyle aleyhinize bir sonucun ortaya çıkmasına itiraz etme',
      'Kişisel verilerinizin kanuna aykırı olarak işlenmesi sebebiyle zarara uğramanız hâlinde zararın giderilmesini talep etme',
    ),
    h('Başvuru Yöntemi'),
    p(
      `Haklarınıza ilişkin taleplerinizi, Veri Sorumlusuna Başvuru Usul ve Esasları Hakkında Tebliğ’e uygun olarak; kimliğinizi tespit edici belgelerle birlikte ${ADDRESS} adresine yazılı olarak, kayıtlı elektronik posta (KEP) adresi, güvenli elektronik imza veya mobil imza ile ya da sistemlerimizde kayıtlı e-posta adresinizden kvkk@vitrin.example adresine iletebilirsiniz. Başvurunuz, niteliğine göre en geç otuz gün içinde ücretsiz olarak sonuçlandırılır; işlemin ayrıca bir maliyet gerektirmesi hâlinde Kişisel Verileri Koruma Kurulu’nca belirlenen tarifedeki ücret alınabilir.`,
    ),
  ],
}

const ethics: SeedPage = {
  slug: 'etik-kod',
  title: 'Etik Kurallar',
  body: [
    p(
      'Güvenlik sektöründe çalışmak, insanların hayatını, mülkünü ve bilgisini korumak için bize duyulan güvenin sorumluluğunu taşımak demektir. Etik kurallarımız, bu güveni her gün hak etmek için nasıl davrandığımızı anlatır. Yönetim kurulu üyelerinden stajyerlere kadar tüm çalışanlarımız bu kurallara uymakla yükümlüdür; bayilerimizden, tedarikçilerimizden ve iş ortaklarımızdan da aynı ilkeleri benimsemelerini bekleriz.',
    ),
    h('Değerlerimiz'),
    p(
      'Grubumuzun tüm şirketlerinde ortak olan üç değer, kararlarımıza yön verir: Dürüst olmak, dikkatli olmak ve yardımsever olmak. Emin olmadığımız durumlarda kendimize şu soruyu sorarız: Bu davranış yarın bir gazetede yayımlansa, değerlerimizi yansıtmaya devam eder mi?',
    ),
    h('Yasalara ve Düzenlemelere Uyum'),
    p(
      'Faaliyet gösterdiğimiz her alanda yürürlükteki mevzuata, ithalat ve ihracat kontrol kurallarına, ürün güvenliği ve standartlarına, vergi ve muhasebe düzenlemelerine eksiksiz uyarız. Mevzuatın bir konuda sessiz kaldığı durumlarda, bu kurallarda yer alan ilkeleri esas alırız.',
    ),
    h('Rüşvet ve Yolsuzlukla Mücadele'),
    ul(
      'Doğrudan veya aracılar üzerinden hiçbir kamu görevlisine ya da özel sektör çalışanına rüşvet teklif etmez, vermez ve kabul etmeyiz.',
      'Kolaylaştırma ödemesi olarak adlandırılan küçük ödemeler de dahil, işlemleri hızlandırmaya yönelik hiçbir ödeme yapmayız.',
      'Yalnızca makul değerde, şeffaf ve iş ilişkisiyle orantılı hediye ve ağırlamaları kabul eder ya da sunarız; tereddüt hâlinde yöneticimize danışırız.',
      'Bağış ve sponsorlukları yazılı onay süreçleriyle yürütür, kayıt altına alırız.',
    ),
    h('Çıkar Çatışması'),
    p(
      'Kişisel çıkarlarımızın, ailemizin veya yakınlarımızın çıkarlarının şirketin çıkarlarıyla çatışabileceği durumlardan kaçınırız. Bir tedarikçi, bayi veya rakip firmada doğrudan ya da dolaylı pay sahibi olmak, şirket dışında ücretli görev almak gibi durumları önceden yöneticimize ve insan kaynakları birimine bildiririz.',
    ),
    h('Adil Rekabet ve İş Ortaklarımız'),
    p(
      'Rakiplerimizle fiyat, bölge veya müşteri paylaşımı konusunda hiçbir anlaşma yapmayız ve rekabete duyarlı bilgileri paylaşmayız. Bayilerimize ve tedarikçilerimize şeffaf, tutarlı ve ayrım gözetmeyen kriterlerle yaklaşır; sözleşmelerimizi dürüstlükle uygularız.',
    ),
    h('Bilgilerin Korunması'),
    p(
      'Müşterilerimize, bayilerimize ve şirketimize ait gizli bilgileri yalnızca iş amacıyla kullanır, yetkisiz kişilerle paylaşmayız. Kişisel verileri mevzuata ve şirket politikalarımıza uygun biçimde işleriz. Bu yükümlülük, şirketten ayrıldıktan sonra da devam eder.',
    ),
    h('İnsana Saygı, Sağlık ve Güvenlik'),
    p(
      'Her türlü ayrımcılığa, tacize ve zorbalığa karşı sıfır tolerans gösteririz. Çalışma arkadaşlarımıza saygıyla yaklaşır, iş sağlığı ve güvenliği kurallarına uyar, çevreye duyarlı iş yapış biçimlerini benimseriz. Çocuk işçiliğine ve zorla çalıştırmaya tedarik zincirimizde de izin vermeyiz.',
    ),
    h('Şirket Varlıklarının Kullanımı'),
    p(
      'Bilgisayarlar, araçlar, demo ürünler ve stoklar gibi şirket varlıklarını özenle, yalnızca iş amacıyla ve israftan kaçınarak kullanırız. Finansal kayıtlarımızı eksiksiz ve doğru tutar, hiçbir işlemi kayıt dışı bırakmayız. Sosyal medyada şirket adına yalnızca yetkili kişiler açıklama yapar.',
    ),
    h('Soru ve Bildirimler'),
    p(
      'Etik kurallara aykırı olduğunu düşündüğünüz bir durumu yöneticinize, insan kaynakları birimine veya gizlilik güvencesiyle çalışan Dürüstlük Hattımıza bildirebilirsiniz. İyi niyetle bildirimde bulunan hiç kimse, bildirimi nedeniyle olumsuz bir muameleyle karşılaşmaz.',
    ),
  ],
}

const integrityLine: SeedPage = {
  slug: 'durustluk-hatti',
  title: 'Dürüstlük Hattı',
  body: [
    p(
      'Dürüstlük Hattı; çalışanlarımızın, bayilerimizin, tedarikçilerimizin, müşterilerimizin ve kamuoyunun, etik kurallarımıza, şirket politikalarımıza veya yasalara aykırı olduğunu düşündükleri durumları güvenle bildirebilmeleri için oluşturulmuş bir kanaldır. Sorunların erken fark edilmesi, hem insanları hem de şirketimizi korur; bu nedenle sesinizi yükseltmenizi önemsiyoruz.',
    ),
    h('Hangi Konuları Bildirebilirsiniz?'),
    ul(
      'Rüşvet, yolsuzluk, dolandırıcılık ve sahtecilik',
      'Çıkar çatışmaları ve usulsüz hediye veya ağırlama',
      'Rekabet kurallarına aykırı anlaşmalar ve uygulamalar',
      'Kişisel verilerin veya gizli bilgilerin hukuka aykırı kullanımı',
      'Ayrımcılık, taciz, mobbing ve insan haklarına aykırı davranışlar',
      'İş sağlığı ve güvenliğini ya da çevreyi tehlikeye atan uygulamalar',
      'Muhasebe kayıtlarında ve finansal raporlamada usulsüzlük',
    ),
    h('Nasıl Bildirimde Bulunabilirsiniz?'),
    p(
      'Bildiriminizi aşağıdaki kanallardan birini kullanarak yapabilirsiniz. Bildirimlerin tamamı, şirketin günlük yönetiminden bağımsız olarak çalışan etik kurulumuz tarafından değerlendirilir.',
    ),
    ul(
      'E-posta: durustluk@vitrin.example',
      'Telefon: +90 (216) 555 12 99 (hafta içi 09.00–18.00, mesai dışında sesli mesaj bırakabilirsiniz)',
      `Posta: Etik Kurul, ${COMPANY}, ${ADDRESS} ("Kişiye Özel" ibaresiyle)`,
    ),
    p(
      'Bildiriminizin etkili biçimde incelenebilmesi için olayın ne zaman, nerede ve nasıl gerçekleştiğini, kimlerin dahil olduğunu ve varsa destekleyici belgeleri paylaşmanız yararlı olur. Kanıt toplamak için kendi başınıza araştırma yapmanız gerekmez.',
    ),
    h('Gizlilik ve İsimsiz Bildirim'),
    p(
      'Bildiriminizde kimliğinizi paylaşıp paylaşmamak size kalmıştır. Kimliğinizi paylaşırsanız bu bilgi yalnızca incelemeyi yürüten sınırlı sayıdaki kişi tarafından bilinir ve yasal bir zorunluluk olmadıkça izniniz olmadan kimseyle paylaşılmaz. İsimsiz bildirimler de aynı özenle incelenir; ancak size ek soru sorabilmemiz için bir iletişim yolu bırakmanızı öneririz.',
    ),
    h('Misillemeye Karşı Koruma'),
    p(
      'İyi niyetle bildirimde bulunan veya bir incelemeye yardımcı olan hiç kimse; işten çıkarma, görev değişikliği, ücret kaybı, dışlanma ya da başka herhangi bir misillemeyle karşılaşmaz. Misilleme girişimleri ayrı bir ihlal olarak değerlendirilir ve disiplin süreçlerine konu olur. Bilerek gerçeğe aykırı ve kötü niyetli bildirimler ise bu korumadan yararlanamaz.',
    ),
    h('Kimler Kullanabilir?'),
    p(
      'Dürüstlük Hattı; şirketimizin tüm çalışanlarına, geçmiş çalışanlarına ve çalışan adaylarına, bayilerimize, tedarikçilerimize, müşterilerimize ve bizimle iş ilişkisi içinde olan herkese açıktır. Hattı yalnızca ciddi ihlaller için değil, bir davranışın kurallarımıza uygun olup olmadığından emin olamadığınız durumlarda danışmak için de kullanabilirsiniz. Ürün şikâyetleri, teklif talepleri ve teknik destek başvuruları ise daha hızlı yanıt alabilmeniz için ilgili iletişim kanallarımıza yönlendirilir.',
    ),
    h('Bildiriminizden Sonra'),
    ol(
      'Bildiriminiz kayıt altına alınır ve yedi iş günü içinde alındığına dair size geri dönüş yapılır.',
      'Etik kurul, bildirimi ön değerlendirmeden geçirir ve gerekiyorsa bağımsız bir inceleme başlatır.',
      'İnceleme tarafsız, gizli ve masumiyet karinesine saygılı biçimde yürütülür.',
      'İnceleme tamamlandığında, gizlilik yükümlülükleri elverdiği ölçüde size sonuç hakkında bilgi verilir.',
    ),
  ],
}

const cookies: SeedPage = {
  slug: 'cerez-politikasi',
  title: 'Çerez Politikası',
  body: [
    p(
      `${COMPANY} olarak internet sitemizi ziyaretiniz sırasında deneyiminizi iyileştirmek, sitenin güvenli ve doğru çalışmasını sağlamak amacıyla çerezler ve benzeri teknolojiler kullanıyoruz. Bu politika; hangi çerezleri, hangi amaçlarla kullandığımızı ve çerez tercihlerinizi nasıl yönetebileceğinizi açıklar.`,
    ),
    h('Çerez Nedir?'),
    p(
      'Çerezler, bir internet sitesini ziyaret ettiğinizde tarayıcınız aracılığıyla cihazınıza kaydedilen küçük metin dosyalarıdır. Çerezler sayesinde site, tercihlerinizi hatırlayabilir, sayfalar arasında geçiş yaparken oturumunuzu sürdürebilir ve sitenin nasıl kullanıldığını anonim olarak ölçebilir. Çerezler cihazınızda program çalıştırmaz ve virüs taşımaz.',
    ),
    h('Kullandığımız Çerez Türleri'),
    ul(
      'Zorunlu çerezler: Sitenin temel işlevlerinin, örneğin form gönderimi, güvenlik ve yük dengeleme gibi hizmetlerin çalışması için gereklidir. Bu çerezler olmadan site düzgün çalışmaz; bu nedenle onayınıza tabi değildir.',
      'İşlevsel çerezler: Dil tercihi ve daha önce görüntülediğiniz ürünler gibi seçimlerinizi hatırlayarak size daha kişisel bir deneyim sunar.',
      'Analitik ve performans çerezleri: Hangi sayfaların daha çok ziyaret edildiğini, ziyaretçilerin sitede nasıl gezindiğini ve olası hataları toplu ve anonim istatistiklerle anlamamıza yardımcı olur.',
      'Pazarlama çerezleri: Yalnızca onay vermeniz hâlinde, ilgi alanlarınıza uygun içerik ve duyuruları gösterebilmek için kullanılır.',
    ),
    p(
      'Süreleri bakımından çerezler ikiye ayrılır: Oturum çerezleri tarayıcınızı kapattığınızda silinir; kalıcı çerezler ise belirlenen süre dolana veya siz silene kadar cihazınızda kalır. Sitemizde kullanılan kalıcı çerezlerin süresi on üç ayı geçmez.',
    ),
    h('Üçüncü Taraf Çerezleri'),
    p(
      'Sitemizde yer alan harita ve video gibi bazı içerikler, bu hizmetleri sağlayan üçüncü taraflarca yerleştirilen çerezleri kullanabilir. Bu çerezler üzerinde doğrudan kontrolümüz bulunmadığından, ilgili hizmet sağlayıcıların gizlilik ve çerez politikalarını incelemenizi öneririz. Üçüncü taraf çerezleri de yalnızca onay verdiğiniz kategoriler kapsamında çalıştırılır.',
    ),
    h('Hukuki Dayanak'),
    p(
      'Zorunlu çerezler, sitenin işletilmesi için zorunlu olması ve meşru menfaatimiz hukuki sebeplerine dayanır. İşlevsel, analitik ve pazarlama çerezleri ise yalnızca çerez bildirimimiz aracılığıyla vereceğiniz açık rızaya dayanılarak kullanılır. Çerezler aracılığıyla işlenen kişisel verileriniz hakkında ayrıntılı bilgiye Kişisel Verilerin Korunması ve İşlenmesi Politikamızdan ulaşabilirsiniz.',
    ),
    h('Çerez Tercihlerinizi Nasıl Yönetebilirsiniz?'),
    p(
      'Siteye ilk girişinizde gösterilen çerez bildiriminden dilediğiniz çerez kategorilerine onay verebilir veya bunları reddedebilirsiniz. Tercihlerinizi dilediğiniz zaman sayfanın alt bölümündeki bağlantıdan değiştirebilirsiniz. Bunun yanında tarayıcınızın ayarlarından çerezleri silebilir veya engelleyebilirsiniz:',
    ),
    ul(
      'Google Chrome: Ayarlar > Gizlilik ve güvenlik > Üçüncü taraf çerezleri',
      'Mozilla Firefox: Ayarlar > Gizlilik ve Güvenlik > Çerezler ve Site Verileri',
      'Safari: Tercihler > Gizlilik > Web sitesi verilerini yönet',
      'Microsoft Edge: Ayarlar > Çerezler ve site izinleri > Çerezleri ve site verilerini yönet ve sil',
    ),
    p(
      'Zorunlu çerezleri engellemeniz hâlinde sitenin bazı bölümleri, örneğin teklif ve iletişim formları beklendiği gibi çalışmayabilir. Çerez politikamızla ilgili sorularınızı kvkk@vitrin.example adresine iletebilirsiniz.',
    ),
  ],
}

const dataPolicy: SeedPage = {
  slug: 'kisisel-verilerin-korunmasi-ve-islenmesi-politikasi',
  title: 'Kişisel Verilerin Korunması ve İşlenmesi Politikası',
  body: [
    p(
      `Bu politika, ${COMPANY} ("Şirket") tarafından yürütülen kişisel veri işleme faaliyetlerinde 6698 sayılı Kişisel Verilerin Korunması Kanunu ("Kanun") ve ilgili ikincil mevzuata uyum için benimsenen ilkeleri, yöntemleri ve sorumlulukları düzenler. Kişisel verilerin korunması, şirketimizin temel önceliklerinden biridir.`,
    ),
    h('Kapsam'),
    p(
      'Politika; müşterilerimizin yetkilileri, bayilerimiz ve bayi adayları, tedarikçi çalışanları, internet sitesi ziyaretçileri, çalışan adayları ve ofislerimizi ziyaret eden kişiler dahil olmak üzere, şirketimizin otomatik olan veya herhangi bir veri kayıt sisteminin parçası olmak kaydıyla otomatik olmayan yollarla işlediği tüm kişisel verileri kapsar. Çalışanlarımızın kişisel verileri ayrıca iç politikalarımızla düzenlenir.',
    ),
    h('Kişisel Veri İşleme İlkelerimiz'),
    p('Kişisel verileri, Kanun’un 4. maddesinde belirtilen ilkelere uygun olarak işleriz:'),
    ol(
      'Hukuka ve dürüstlük kurallarına uygun olma',
      'Doğru ve gerektiğinde güncel olma',
      'Belirli, açık ve meşru amaçlar için işlenme',
      'İşlendikleri amaçla bağlantılı, sınırlı ve ölçülü olma',
      'İlgili mevzuatta öngörülen veya işlendikleri amaç için gerekli olan süre kadar muhafaza edilme',
    ),
    h('İşleme Şartları'),
    p(
      'Kişisel veriler, Kanun’un 5. maddesinde sayılan şartlardan en az birinin varlığı hâlinde işlenir: kanunlarda açıkça öngörülmesi, bir sözleşmenin kurulması veya ifasıyla doğrudan ilgili olması, hukuki yükümlülüğün yerine getirilmesi, bir hakkın tesisi, kullanılması veya korunması ve ilgili kişinin temel hak ve özgürlüklerine zarar vermemek kaydıyla meşru menfaatlerimiz. Bu şartların bulunmadığı hâllerde ilgili kişinin açık rızasına başvurulur. Özel nitelikli kişisel veriler ise yalnızca Kanun’un 6. maddesinde öngörülen şartlarla ve Kurul’un belirlediği ek önlemler alınarak işlenir.',
    ),
    h('Veri Kategorileri ve Amaçlar'),
    p(
      'Kimlik, iletişim, müşteri işlem, işlem güvenliği, finans ve pazarlama kategorilerindeki kişisel verileri; teklif ve sipariş süreçlerinin yürütülmesi, bayi ağının yönetilmesi, satış sonrası ve teknik destek hizmetlerinin sunulması, sözleşmesel ve yasal yükümlülüklerin yerine getirilmesi, bilgi güvenliğinin sağlanması ile açık rıza bulunması hâlinde pazarlama faaliyetleri amacıyla işleriz.',
    ),
    h('Aktarım'),
    p(
      'Kişisel veriler, Kanun’un 8. ve 9. maddelerine uygun olarak; grup şirketlerimize, yetkili bayilerimize, hizmet aldığımız tedarikçilere, iş ortaklarımıza ve kanunen yetkili kamu kurum ve kuruluşlarına, işleme amacıyla sınırlı olmak üzere aktarılabilir. Aktarım yapılan taraflarla veri güvenliğine ilişkin sözleşmesel taahhütler alınır.',
    ),
    h('Saklama ve İmha'),
    p(
      'Kişisel verileri, ilgili mevzuatta öngörülen veya işleme amacının gerektirdiği süre boyunca saklarız. Bu sürenin sona ermesi ya da işleme şartlarının ortadan kalkması hâlinde veriler, Kişisel Veri Saklama ve İmha Politikamıza uygun olarak silinir, yok edilir veya anonim hâle getirilir. Periyodik imha işlemleri altı aylık aralıklarla gerçekleştirilir ve kayıt altına alınır.',
    ),
    h('Veri Güvenliği'),
    p(
      'Kanun’un 12. maddesi uyarınca kişisel verilerin hukuka aykırı işlenmesini ve erişilmesini önlemek ve verilerin muhafazasını sağlamak için uygun güvenlik düzeyini temin etmeye yönelik teknik ve idari tedbirleri alırız. Yetki matrisleri, erişim kayıtlarının izlenmesi, şifreleme, sızma testleri, çalışan eğitimleri ve gizlilik taahhütnameleri bu tedbirlerin başlıcalarıdır. Bir veri ihlali yaşanması hâlinde durumu en kısa sürede Kurul’a ve ilgili kişilere bildiririz.',
    ),
    h('İlgili Kişinin Hakları ve Başvuru'),
    p(
      'İlgili kişiler, Kanun’un 11. maddesinde sayılan haklarını kullanmak için kvkk@vitrin.example adresine veya şirket adresimize yazılı olarak başvurabilir. Başvurular en geç otuz gün içinde sonuçlandırılır. Başvuru yöntemine ilişkin ayrıntılar KVKK Aydınlatma Metnimizde yer almaktadır.',
    ),
    h('Yürürlük ve Güncelleme'),
    p(
      'Bu politika, yönetim kurulumuzun onayıyla yürürlüğe girmiştir. Mevzuattaki değişiklikler ve şirket uygulamaları doğrultusunda güncellenebilir; güncel metin her zaman internet sitemizde yayımlanır.',
    ),
  ],
}

/** The six footer pages, under /kurumsal/{slug}. The first slug keeps its Turkish ğ, as in the spec. */
export const corporatePages: SeedPage[] = [
  informationSecurity,
  kvkk,
  ethics,
  integrityLine,
  cookies,
  dataPolicy,
]

export const aboutPage: SeedPage = {
  slug: 'hakkimizda',
  title: 'Hakkımızda',
  body: [
    p(
      `${COMPANY}, 2005 yılında İstanbul’da kuruldu. Bugün 30’dan fazla uluslararası markanın Türkiye distribütörü olarak video gözetim, geçiş kontrol, hırsız ve yangın alarm, kilit, aydınlatma, veri iletim ve insan sayma sistemlerinde geniş bir ürün yelpazesini bayilerimiz ve proje ortaklarımızla buluşturuyoruz.`,
    ),
    p(
      'Şirketimiz, 1934 yılında İsveç’te kurulan ve bugün 52 ülkede 350 binden fazla çalışanıyla hizmet veren uluslararası bir güvenlik grubunun üyesidir. Grubumuzun bilgi birikimi, etik değerleri ve küresel tedarik gücü, Türkiye’deki müşterilerimize sunduğumuz hizmetin sağlam temelini oluşturur.',
    ),
    h('Neler Yapıyoruz?'),
    p(
      'Doğru ürünü doğru projeyle buluşturmak için üreticilerle yakın çalışıyor, bayilerimize ürün seçiminden keşfe, devreye almadan satış sonrası desteğe kadar her aşamada eşlik ediyoruz. Konut sitelerinden hastanelere, alışveriş merkezlerinden enerji tesislerine kadar farklı ölçeklerde projelere çözüm sunuyoruz.',
    ),
    ul(
      'Stoktan hızlı teslimat ve proje bazlı tedarik planlaması',
      'Ürün seçimi ve sistem tasarımında ön satış mühendislik desteği',
      'Bayi ve proje ortaklarına yönelik sertifikalı teknik eğitimler',
      'Garanti, onarım ve 7/24 ulaşılabilen teknik destek hattı',
    ),
    h('Rakamlarla Vitrin'),
    ul(
      '2005 yılından bu yana güvenlik teknolojilerinde distribütörlük',
      '30’dan fazla uluslararası marka ve binlerce ürün',
      'İstanbul’da 4000 m² genel merkez ve Ankara’da bölge ofisi',
      '52 ülkede faaliyet gösteren, 350 binden fazla çalışanı olan bir grubun parçası',
    ),
    h('Ofislerimiz'),
    p(
      'İstanbul’daki 4000 m² genel merkezimizde satış, proje, teknik destek, eğitim ve lojistik ekiplerimiz bir arada çalışıyor. Genel merkezimizdeki demo alanında bayilerimiz ve müşterilerimiz ürünleri çalışır durumda inceleyebiliyor. Ankara bölge ofisimiz ise İç Anadolu ve çevre illerdeki bayilerimize ve kamu projelerine yerinde destek veriyor.',
    ),
    h('Değerlerimiz'),
    p(
      'Grubumuzun tüm şirketlerinde olduğu gibi dürüst, dikkatli ve yardımsever olmayı her kararımızın merkezine koyuyoruz. Uzun soluklu iş ortaklıklarının ancak güvenle kurulabileceğine inanıyor, bayilerimizin başarısını kendi başarımız olarak görüyoruz.',
    ),
  ],
}
