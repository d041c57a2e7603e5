import { VitrinMark } from './AdminIcon'

/** `admin.components.graphics.Logo`: the mark and the name above the login form. */
export function AdminLogo() {
  return (
    <span className="vitrin-admin-logo">
      <VitrinMark className="vitrin-admin-logo__mark" />
      {/* The mark already carries the name for assistive technology. */}
      <span className="vitrin-admin-logo__text" aria-hidden="true">
        <strong>Vitrin</strong>
        <span>Yönetim Paneli</span>
      </span>
    </span>
  )
}
