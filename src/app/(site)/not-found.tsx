import { NotFound } from '@/components/layout/NotFound'

/** A notFound() during a client-side navigation (a first load gets src/app/global-not-found.tsx). */
export default NotFound
