import { redirect } from 'next/navigation'

/** Spec section 2: any unknown top-level path goes to the home page. */
export default function UnknownTopLevel() {
  redirect('/')
}
