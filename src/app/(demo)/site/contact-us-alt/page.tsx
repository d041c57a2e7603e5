import { PageHeader } from '@/demo/components/Breadcrumb'
import { demoMetadata } from '@/demo/metadata'

export const metadata = demoMetadata('Contact Us')

/** The alternate demo contact form: name, mail, phone, message (spec section 3); not submitted. */
export default function ContactUsAltPage() {
  return (
    <>
      <PageHeader title="Contact Us" crumbs={[{ title: 'Contact Us' }]} />
      <div className="demo-container demo-two-cols">
        <section className="demo-card-box">
          <h2>Our Address</h2>
          <address style={{ fontStyle: 'normal' }}>
            715 Fake Street, New York 10021 USA
            <br />
            Email: stroyka@example.com
            <br />
            Phone: (800) 060-0730
          </address>
          <h3>Opening Hours</h3>
          <p>Monday to Friday: 8am-8pm, Saturday: 8am-6pm, Sunday: 10am-4pm</p>
        </section>
        <section className="demo-card-box">
          <h2>Leave us a Message</h2>
          <form action="/site/contact-us-alt">
            <div className="demo-field">
              <label htmlFor="contact-name">Your Name</label>
              <input id="contact-name" name="name" autoComplete="name" />
            </div>
            <div className="demo-field">
              <label htmlFor="contact-mail">Email</label>
              <input id="contact-mail" name="mail" type="email" autoComplete="email" />
            </div>
            <div className="demo-field">
              <label htmlFor="contact-phone">Phone</label>
              <input id="contact-phone" name="phone" type="tel" autoComplete="tel" />
            </div>
            <div className="demo-field">
              <label htmlFor="contact-message">Message</label>
              <textarea id="contact-message" name="message" rows={4} />
            </div>
            <button type="submit" className="demo-btn demo-btn--primary">
              Send Message
            </button>
          </form>
        </section>
      </div>
    </>
  )
}
