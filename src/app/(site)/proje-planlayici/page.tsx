import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { quoteAddHref, QUOTE_NOTE_PARAM } from '@/components/quote/paths'
import { PageHeader } from '@/components/ui/Breadcrumb'
import { PlannerForm } from '@/planner/components/PlannerForm.client'
import { PlannerResult } from '@/planner/components/PlannerResult'
import styles from '@/planner/components/Planner.module.css'
import { cameraSlugs } from '@/planner/codes'
import { planProject, planRows, type ProjectPlan } from '@/planner/plan'
import {
  ADD_GROUP_PARAM,
  PLANNER_PATH,
  projectInput,
  projectNote,
  projectQuery,
  projectValues,
  REMOVE_GROUP_PARAM,
} from '@/planner/query'
import { plannerErrors, plannerSchema } from '@/planner/schema'

export const metadata: Metadata = {
  title: 'Proje Planlayıcı',
  description:
    'Kamera sayısı, çözünürlük ve kayıt süresinden bant genişliği, disk kapasitesi ve PoE gücünü hesaplayın; kayıt cihazı, disk ve switch listesini katalogdan alın.',
  alternates: { canonical: PLANNER_PATH },
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>

export default async function PlannerPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams
  const values = projectValues(query)
  // A group added or removed: on to the project's own URL, so that a reload does not repeat it.
  if (query[ADD_GROUP_PARAM] !== undefined || query[REMOVE_GROUP_PARAM] !== undefined)
    redirect(`${PLANNER_PATH}?${projectQuery(values)}#sonuc`)

  const slugs = await cameraSlugs(values.groups.map((g) => g.product))
  const parsed = plannerSchema.safeParse(
    projectInput({
      ...values,
      groups: values.groups.map((g, i) => ({ ...g, product: slugs[i] ?? '' })),
    }),
  )
  let errors: Record<string, string> = {}
  let plan: ProjectPlan | null = null
  if (!parsed.success) errors = plannerErrors(parsed.error)
  else {
    const result = await planProject(parsed.data)
    if (result.ok) plan = result.plan
    else errors = result.errors
  }
  const lines = plan ? planRows(plan) : []
  const note = plan ? projectNote(values, plan) : ''
  const addHref = `${quoteAddHref(lines.map((l) => `${l.sku} x ${l.quantity}`))}&${new URLSearchParams({ [QUOTE_NOTE_PARAM]: note })}`

  return (
    <>
      <PageHeader
        title="Proje Planlayıcı"
        crumbs={[{ name: 'Anasayfa', href: '/' }, { name: 'Proje Planlayıcı' }]}
        lead="Kameralarınızı ve kayıt sürenizi girin: bant genişliği, disk kapasitesi ve PoE gücü hesaplansın, kayıt cihazı, disk ve switch katalogdan seçilsin."
      />
      <div className={`container page ${styles.layout}`}>
        <PlannerForm
          values={values}
          errors={errors}
          cameras={plan ? plan.groups.map((g) => g.camera?.name ?? null) : []}
        />
        <PlannerResult plan={plan} addHref={addHref} note={note} />
      </div>
    </>
  )
}
