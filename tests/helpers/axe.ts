import { createRequire } from 'node:module'
import fs from 'node:fs'

import type { Page } from 'playwright-core'

const require = createRequire(import.meta.url)
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

export interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: { target: string[] }[]
}

/** Runs axe-core (WCAG 2.1 A and AA rules) on the page and returns the violations. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // A client-side navigation (a link, or a form that rewrites the URL) streams the new title in
  // after the content: wait for one, and let axe report a page that truly has none.
  await page
    .waitForFunction(() => document.title.trim() !== '', undefined, { timeout: 5000 })
    .catch(() => undefined)
  await page.addScriptTag({ content: axeSource })
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: AxeViolation[] }> }
      }
    ).axe
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    })
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }))
  })
}
