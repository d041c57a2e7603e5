import { notFound } from 'next/navigation'

/** Any other unknown path: the site's not-found page with a real 404 status. */
export default function UnknownPath() {
  notFound()
}
