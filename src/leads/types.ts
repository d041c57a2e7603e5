/** The two lead collections: quote and contact requests, dealer applications. */
export type LeadCollection = 'contact-requests' | 'dealer-applications'
