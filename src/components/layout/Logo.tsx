/** The Vitrin mark: a shield with a lens, drawn inline so it costs no request. */
export function Logo({ name }: { name: string }) {
  return (
    <span className="logo">
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <path d="M18 2 4 7v10c0 8.3 5.9 15.4 14 17 8.1-1.6 14-8.7 14-17V7L18 2Z" fill="#0b2d5b" />
        <circle cx="18" cy="17" r="7" fill="#fff" />
        <circle cx="18" cy="17" r="4" fill="#c2410c" />
        <circle cx="16.6" cy="15.6" r="1.3" fill="#fff" />
      </svg>
      <span className="logo-text">
        <strong>Vitrin</strong>
        <span>{name.replace(/^Vitrin\s*/, '') || 'Güvenlik Teknolojileri'}</span>
      </span>
    </span>
  )
}
