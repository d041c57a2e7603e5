/** A post over a rate limit: when to try again (whole minutes), and whom to call meanwhile. */
export function tooManyRequestsText(retryAfterSeconds: number, salesPhone?: string | null): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  const wait = `Çok fazla istek gönderdiniz. Lütfen ${minutes} dakika sonra tekrar deneyiniz`
  return salesPhone ? `${wait} ya da satış ekibimizi arayınız: ${salesPhone}.` : `${wait}.`
}
