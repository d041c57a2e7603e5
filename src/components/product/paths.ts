/** A product page's path; no React here, so client components import it without the card. */
export const productHref = (slug: string) => `/urunler/urun/${slug}`
