import type { ContactBlockDTO, SiteSettingsDTO } from '@/catalog'

import styles from './contact.module.css'

const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`

interface BlockProps {
  id: string
  block: ContactBlockDTO
  fallbackTitle: string
}

function Block({ id, block, fallbackTitle }: BlockProps) {
  return (
    <section className={styles.block} aria-labelledby={id}>
      <h2 id={id} className={styles.blockTitle}>
        {block.title || fallbackTitle}
      </h2>
      {block.text ? <p>{block.text}</p> : null}
      <ul className={styles.lines}>
        {block.phone ? (
          <li>
            <span className={styles.lineLabel}>Telefon</span>
            <a href={telHref(block.phone)}>{block.phone}</a>
          </li>
        ) : null}
        {block.email ? (
          <li>
            <span className={styles.lineLabel}>E-posta</span>
            <a href={`mailto:${block.email}`}>{block.email}</a>
          </li>
        ) : null}
      </ul>
    </section>
  )
}

/** Address, phones, the sales block and the 7/24 technical support block of the contact page. */
export function ContactInfo({ settings }: { settings: SiteSettingsDTO }) {
  return (
    <div className={styles.info}>
      <section className={styles.block} aria-labelledby="iletisim-adres">
        <h2 id="iletisim-adres" className={styles.blockTitle}>
          Adres
        </h2>
        {settings.legalName ? <p className={styles.legal}>{settings.legalName}</p> : null}
        {settings.address ? <address className={styles.address}>{settings.address}</address> : null}
        <ul className={styles.lines}>
          {settings.phones.map((phone) => (
            <li key={phone.number}>
              <span className={styles.lineLabel}>{phone.label || 'Telefon'}</span>
              <a href={telHref(phone.number)}>{phone.number}</a>
            </li>
          ))}
          {settings.email ? (
            <li>
              <span className={styles.lineLabel}>E-posta</span>
              <a href={`mailto:${settings.email}`}>{settings.email}</a>
            </li>
          ) : null}
        </ul>
      </section>
      <Block id="iletisim-satis" block={settings.sales} fallbackTitle="Satış" />
      <Block id="iletisim-destek" block={settings.support} fallbackTitle="7/24 Teknik Destek" />
    </div>
  )
}
