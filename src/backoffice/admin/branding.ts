import type { Config } from 'payload'

/** date-fns pattern, read with the admin language's locale (tr): "26 Kasım 2026 14:44". */
export const ADMIN_DATE_FORMAT = 'd MMMM yyyy HH:mm'

/**
 * `admin.date` for a date-and-time field: the edit view's date picker ignores `admin.dateFormat`
 * and would show "Kas 26, 2026 2:44 ÖS" (the list columns do use `admin.dateFormat`).
 */
export const adminDateTime = {
  pickerAppearance: 'dayAndTime',
  displayFormat: ADMIN_DATE_FORMAT,
  timeFormat: 'HH:mm',
} as const

/** The company's look for the admin; merged into `admin` in src/payload.config.ts. */
export const adminBranding = {
  components: {
    providers: ['/backoffice/admin/DatePickerLocale#DatePickerLocale'],
    graphics: {
      Logo: '/backoffice/admin/AdminLogo#AdminLogo',
      Icon: '/backoffice/admin/AdminIcon#AdminIcon',
    },
  },
  dateFormat: ADMIN_DATE_FORMAT,
  meta: {
    // Payload puts a space between the page title and the suffix itself.
    titleSuffix: '— Vitrin Yönetim Paneli',
    icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/icon.svg' }],
    // Payload's generated share image is its own design and is served under /api, the site's
    // public JSON namespace here (REST lives at /cms-api): the admin is not shared anyway.
    defaultOGImageType: 'off',
    openGraph: { siteName: 'Vitrin Yönetim Paneli', description: 'Vitrin yönetim paneli' },
  },
} satisfies Config['admin']
