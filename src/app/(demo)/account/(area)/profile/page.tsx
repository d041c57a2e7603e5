import { ADDRESSES } from '@/demo/data/account'
import { demoMetadata } from '@/demo/metadata'

export const metadata = demoMetadata('Edit Profile')

export default function ProfilePage() {
  const me = ADDRESSES[0]!
  return (
    <section className="demo-card-box">
      <h1 style={{ marginBlockStart: 0 }}>Edit Profile</h1>
      <form action="/account/profile" style={{ maxInlineSize: 420 }}>
        <div className="demo-field">
          <label htmlFor="profile-first-name">First Name</label>
          <input id="profile-first-name" defaultValue={me.firstName} autoComplete="given-name" />
        </div>
        <div className="demo-field">
          <label htmlFor="profile-last-name">Last Name</label>
          <input id="profile-last-name" defaultValue={me.lastName} autoComplete="family-name" />
        </div>
        <div className="demo-field">
          <label htmlFor="profile-email">Email Address</label>
          <input id="profile-email" type="email" defaultValue={me.email} autoComplete="email" />
        </div>
        <div className="demo-field">
          <label htmlFor="profile-phone">Phone Number</label>
          <input id="profile-phone" type="tel" defaultValue={me.phone} autoComplete="tel" />
        </div>
        <button type="submit" className="demo-btn demo-btn--primary">
          Save
        </button>
      </form>
    </section>
  )
}
