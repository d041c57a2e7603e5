import { redirect } from 'next/navigation'

/** /account goes to the dashboard. */
export default function AccountIndexPage() {
  redirect('/account/dashboard')
}
