/**
 * The Vitrin mark (the site's shield and lens, src/app/icon.svg). The colours stay as attributes
 * for renderers without a stylesheet; custom.scss re-colours them for Payload's dark theme.
 */
export function VitrinMark({ className }: { className?: string }) {
  return (
    <svg
      className={['vitrin-mark', className].filter(Boolean).join(' ')}
      viewBox="0 0 36 36"
      width="100%"
      height="100%"
      role="img"
      aria-label="Vitrin"
      focusable="false"
    >
      <path
        className="vitrin-mark__shield"
        d="M18 2 4 7v10c0 8.3 5.9 15.4 14 17 8.1-1.6 14-8.7 14-17V7L18 2Z"
        fill="#0b2d5b"
      />
      <circle className="vitrin-mark__lens" cx="18" cy="17" r="7" fill="#fff" />
      <circle className="vitrin-mark__pupil" cx="18" cy="17" r="4" fill="#c2410c" />
      <circle cx="16.6" cy="15.6" r="1.3" fill="#fff" />
    </svg>
  )
}

/** `admin.components.graphics.Icon`: the mark in the admin's breadcrumb navigation. */
export function AdminIcon() {
  return <VitrinMark className="vitrin-admin-icon" />
}
