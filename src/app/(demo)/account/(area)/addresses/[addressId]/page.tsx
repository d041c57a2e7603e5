import { notFound } from 'next/navigation'

import { COUNTRIES } from '@/demo/data/settings'
import { getAddressById } from '@/demo/data/account'
import { demoMetadata } from '@/demo/metadata'

export const metadata = demoMetadata('Edit Address')

/** Edit an address ("new" for a blank form); the template does not save it. */
export default async function EditAddressPage({
  params,
}: {
  params: Promise<{ addressId: string }>
}) {
  const { addressId } = await params
  const address = addressId === 'new' ? null : getAddressById(Number(addressId))
  if (addressId !== 'new' && !address) notFound()
  const fields = [
    ['firstName', 'First Name', address?.firstName],
    ['lastName', 'Last Name', address?.lastName],
    ['city', 'Town / City', address?.city],
    ['postcode', 'Postcode / ZIP', address?.postcode],
    ['address', 'Street Address', address?.address],
    ['email', 'Email address', address?.email],
    ['phone', 'Phone Number', address?.phone],
  ] as const
  return (
    <section className="demo-card-box">
      <h1 style={{ marginBlockStart: 0 }}>{address ? 'Edit Address' : 'Add New Address'}</h1>
      <form action="/account/addresses">
        <div className="demo-field">
          <label htmlFor="address-country">Country</label>
          <select id="address-country" name="country" defaultValue={address?.country ?? ''}>
            <option value="" disabled>
              Select a country...
            </option>
            {COUNTRIES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </div>
        {fields.map(([name, label, value]) => (
          <div className="demo-field" key={name}>
            <label htmlFor={`address-${name}`}>{label}</label>
            <input id={`address-${name}`} name={name} defaultValue={value ?? ''} />
          </div>
        ))}
        <button type="submit" className="demo-btn demo-btn--primary">
          Save
        </button>
      </form>
    </section>
  )
}
