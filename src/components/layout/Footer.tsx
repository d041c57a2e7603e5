import { Link } from '@/components/ui/Link'
import type { SiteSettingsDTO } from '@/catalog/settings'
import { NAV_LINKS, POLICY_LINKS, policyHref, TOOL_LINKS } from '@/lib/site'

import styles from './Footer.module.css'
import { ScrollToTop } from './ScrollToTop.client'

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`
/** "… A.Ş." ends its sentence already: no second full stop. */
const sentence = (text: string) => (text.endsWith('.') ? text : `${text}.`)

export function Footer({ settings, year }: { settings: SiteSettingsDTO; year: number }) {
  const phone = settings.phones[0]?.number
  const social = [
    { href: settings.social.linkedin, label: 'LinkedIn' },
    { href: settings.social.twitter, label: 'Twitter' },
    { href: settings.social.facebook, label: 'Facebook' },
  ].filter((s): s is { href: string; label: string } => Boolean(s.href))
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.title}>
            İletişim
          </h2>
          <address className={styles.address}>
            {settings.address ? <p>{settings.address}</p> : null}
            {settings.email ? (
              <p>
                <a href={`mailto:${settings.email}`}>{settings.email}</a>
              </p>
            ) : null}
            {phone ? (
              <p>
                <a href={telHref(phone)}>{phone}</a>
              </p>
            ) : null}
          </address>
          <ul className={styles.social} aria-label="Sosyal medya">
            {social.map((s) => (
              <li key={s.label}>
                <a href={s.href} rel="noopener noreferrer" target="_blank">
                  {s.label}
                  <span className="visually-hidden"> (yeni sekmede açılır)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <nav aria-labelledby="footer-site">
          <h2 id="footer-site" className={styles.title}>
            Kurumsal
          </h2>
          <ul className={styles.links}>
            {NAV_LINKS.map((l) => (
              <li key={l.href}>
                <Link href={l.href}>{l.label}</Link>
              </li>
            ))}
            {TOOL_LINKS.map((l) => (
              <li key={l.href}>
                <Link href={l.href}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-policies">
          <h2 id="footer-policies" className={styles.title}>
            Politikalar
          </h2>
          <ul className={styles.links}>
            {POLICY_LINKS.map((l) => (
              <li key={l.slug}>
                <Link href={policyHref(l.slug)}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className={styles.bottom}>
        <div className="container">
          <p>
            {`© ${year} ${sentence(settings.legalName ?? settings.siteName)} Tüm hakları saklıdır.`}
          </p>
        </div>
      </div>
      <ScrollToTop />
    </footer>
  )
}
