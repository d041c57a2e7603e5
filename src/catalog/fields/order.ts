import type { Field } from 'payload'

export const orderField: Field = {
  name: 'order',
  label: 'Sıra',
  type: 'number',
  defaultValue: 0,
  index: true,
  admin: { position: 'sidebar', description: 'Küçük sayı önce gösterilir.' },
}
