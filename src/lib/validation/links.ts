/**
 * Addresses staff type into the site's settings and the site renders as links (social profiles):
 * http(s) only, so that a `javascript:` or `data:` address can never become an href.
 */
export const LINK_MESSAGE = 'Bağlantı http:// ya da https:// ile başlayan bir adres olmalı.'

/** Longer is no profile address; it never reaches the URL parser. */
const LINK_MAX_LENGTH = 2048

/** An absolute http(s) URL with a host, exactly as typed (no spaces around it). */
export function isHttpLink(value: string): boolean {
  if (value.length > LINK_MAX_LENGTH || !/^https?:\/\//i.test(value) || /\s/.test(value))
    return false
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== ''
  } catch {
    return false
  }
}

/** A Payload field `validate`: empty is allowed (the link is not shown), else an http(s) link. */
export const validateLink = (value: unknown): string | true =>
  value === null ||
  value === undefined ||
  value === '' ||
  (typeof value === 'string' && isHttpLink(value))
    ? true
    : LINK_MESSAGE
