/** The outcome of a no-JavaScript post, as the page hands it to its form (see lib/leads/flash.ts). */
export interface FormFlashView {
  status: 'basarili' | 'hata'
  errors: Record<string, string>
  values: Record<string, string>
  /** After a success: the request number to quote. */
  reference?: string
}
