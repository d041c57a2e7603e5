/** The user-facing texts of the forms (spec sections 4 and 8), shared by the client and the no-JavaScript pages. */
export const FORM_TEXT = {
  sending: 'Gönderiliyor...',
  contactSubmit: 'Gönder',
  applicationSubmit: 'Başvur',
  contactSuccess: 'Formunuz başarıyla gönderildi!',
  /** Before the request number, after a success (`TLP-2026-000123`). */
  reference: 'Talep numaranız:',
  applicationSuccess:
    'Bizi tercih ettiğiniz için teşekkür ederiz. Bayilik işlemlerini tamamlamak için en kısa sürede iletişime geçeceğiz.',
  failure: 'Bir hata oluştu.',
  /** Both forms take a mobile number however it is written (src/lib/validation/fields.ts). */
  phoneHint: 'Cep telefonu, ör. 0532 123 45 67',
  /** Heading of the no-JavaScript error summary. */
  fixErrors: 'Lütfen formdaki hataları düzeltiniz.',
} as const

/** Where the personal-data policy lives (spec section 2, linked from the contact form). */
export const KVKK_POLICY_PATH = '/kurumsal/kisisel-verilerin-korunmasi-ve-islenmesi-politikasi'
