import type { DefaultTranslationsObject } from '@payloadcms/translations'

type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> }

// What Payload's Turkish leaves English or gets wrong, and the redirects plugin (no Turkish).
export const adminTranslations: {
  // The plugin's translations are untyped; the unit test checks that every key is here.
  tr: DeepPartial<DefaultTranslationsObject> & { 'plugin-redirects': Record<string, string> }
} = {
  tr: {
    authentication: {
      lockUntil: 'Kilit bitişi',
      // Sent as HTML in the verification mail: Payload's Turkish had React placeholders (<0>).
      newAccountCreated:
        '<a href="{{serverURL}}">{{serverURL}}</a> adresinde sizin için yeni bir hesap oluşturuldu. E-posta adresinizi doğrulamak için aşağıdaki bağlantıya tıklayın ya da adresi tarayıcınıza yapıştırın: <a href="{{verificationURL}}">{{verificationURL}}</a><br> Doğruladıktan sonra giriş yapabilirsiniz.',
    },
    dashboard: {
      discardConfirmLabel: 'Değişiklikleri at',
    },
    fields: {
      chooseBetweenCustomTextOrDocument:
        'Özel bir URL girin ya da başka bir belgeye bağlantı verin.',
      editRelationship: 'İlişkiyi düzenle',
      itemsAndMore: '{{items}} ve {{count}} tane daha',
      labelRelationship: '{{label}} ilişkisi',
      linkedTo: '<0>{{label}}</0> bağlantısı verildi',
      relationTo: 'İlişkili koleksiyon',
      swapRelationship: 'İlişkiyi değiştir',
    },
    general: {
      clear: 'Temizle',
      confirmMove: 'Taşımayı onayla',
      copying: 'Kopyalanıyor',
      export: 'Dışa aktar',
      import: 'İçe aktar',
      move: 'Taşı',
      moving: 'Taşınıyor',
      // Pagination reads "1-10 of 420": Turkish would put the total first, the order is fixed.
      of: '/',
      // Also mid-sentence in the search placeholder ("Ara: Ad veya Ürün kodu"), hence lower case.
      or: 'veya',
      order: 'Sıralama',
      searchBy: 'Ara: {{label}}',
      takeOver: 'Devral',
      titleRestored: '{{label}} "{{title}}" başarıyla geri yüklendi.',
    },
    upload: {
      crop: 'Kırp',
      // Always shown after "veya" (general:or).
      dragAndDrop: 'bir dosyayı sürükleyip bırakın',
      setCropArea: 'Kırpma alanını ayarla',
    },
    validation: {
      greaterThanMax: '{{value}}, izin verilen en büyük {{label}} değerinden ({{max}}) büyük.',
      invalidBlock: '"{{block}}" bloğuna izin verilmiyor.',
      invalidBlocks: 'Bu alanda artık izin verilmeyen bloklar var: {{blocks}}.',
      invalidSelections: 'Bu alanda geçersiz seçimler var:',
      lessThanMin: '{{value}}, izin verilen en küçük {{label}} değerinden ({{min}}) küçük.',
      validUploadID: 'Bu alandaki değer geçerli bir yükleme kimliği değil.',
    },
    version: {
      confirmRevertToSaved: 'Kaydedilmiş hâline döndürmeyi onaylayın',
      unpublishedSuccessfully: 'Yayından başarıyla kaldırıldı.',
      viewingVersionGlobal: '{{entityLabel}} genel ayarının sürümü gösteriliyor',
      viewingVersionsGlobal: '{{entityLabel}} genel ayarının sürümleri gösteriliyor',
    },
    'plugin-redirects': {
      customUrl: 'Özel URL',
      documentToRedirect: 'Yönlendirilecek belge',
      fromUrl: 'Eski adres (kaynak URL)',
      internalLink: 'Sitedeki bir belge',
      redirectType: 'Yönlendirme türü',
      toUrlType: 'Hedef türü',
    },
  },
}

/** The redirects plugin's type options have fixed English labels, not translation keys. */
export const redirectTypeOptions = [
  { label: '301 - Kalıcı', value: '301' },
  { label: '302 - Geçici', value: '302' },
  { label: '303 - Başka adrese bakın', value: '303' },
  { label: '307 - Geçici yönlendirme', value: '307' },
  { label: '308 - Kalıcı yönlendirme', value: '308' },
]
