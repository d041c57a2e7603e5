import { demoMetadata } from '@/demo/metadata'

export const metadata = demoMetadata('Change Password')

export default function PasswordPage() {
  return (
    <section className="demo-card-box">
      <h1 style={{ marginBlockStart: 0 }}>Change Password</h1>
      <form action="/account/password" style={{ maxInlineSize: 420 }}>
        <div className="demo-field">
          <label htmlFor="password-current">Current Password</label>
          <input id="password-current" type="password" autoComplete="current-password" />
        </div>
        <div className="demo-field">
          <label htmlFor="password-new">New Password</label>
          <input id="password-new" type="password" autoComplete="new-password" />
        </div>
        <div className="demo-field">
          <label htmlFor="password-confirm">Reenter New Password</label>
          <input id="password-confirm" type="password" autoComplete="new-password" />
        </div>
        <button type="submit" className="demo-btn demo-btn--primary">
          Change
        </button>
      </form>
    </section>
  )
}
