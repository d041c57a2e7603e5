import { PageHeader } from '@/demo/components/Breadcrumb'
import { demoMetadata } from '@/demo/metadata'

export const metadata = demoMetadata('Login')

/** Login and register: non-functional templates (spec section 6). */
export default function LoginPage() {
  return (
    <>
      <PageHeader title="My Account" crumbs={[{ title: 'My Account' }]} />
      <div className="demo-container demo-two-cols">
        <section className="demo-card-box" aria-labelledby="login-title">
          <h2 id="login-title">Login</h2>
          <form action="/account/dashboard">
            <div className="demo-field">
              <label htmlFor="login-email">Email address</label>
              <input id="login-email" type="email" placeholder="Enter email" autoComplete="email" />
            </div>
            <div className="demo-field">
              <label htmlFor="login-password">Password</label>
              <input
                id="login-password"
                type="password"
                placeholder="Password"
                autoComplete="current-password"
              />
            </div>
            <label className="demo-check">
              <input type="checkbox" /> Remember Me
            </label>
            <button type="submit" className="demo-btn demo-btn--primary">
              Login
            </button>
          </form>
        </section>
        <section className="demo-card-box" aria-labelledby="register-title">
          <h2 id="register-title">Register</h2>
          <form action="/account/dashboard">
            <div className="demo-field">
              <label htmlFor="register-email">Email address</label>
              <input
                id="register-email"
                type="email"
                placeholder="Enter email"
                autoComplete="email"
              />
            </div>
            <div className="demo-field">
              <label htmlFor="register-password">Password</label>
              <input
                id="register-password"
                type="password"
                placeholder="Password"
                autoComplete="new-password"
              />
            </div>
            <div className="demo-field">
              <label htmlFor="register-confirm">Repeat Password</label>
              <input
                id="register-confirm"
                type="password"
                placeholder="Password"
                autoComplete="new-password"
              />
            </div>
            <button type="submit" className="demo-btn demo-btn--primary">
              Register
            </button>
          </form>
        </section>
      </div>
    </>
  )
}
