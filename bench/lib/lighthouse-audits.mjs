// What a Lighthouse report lost points on. Pure (no Lighthouse import), so the unit tests load it.

/**
 * The audits that cost points: weighted in a category's score and below a full score. Lighthouse
 * calls ≥ 0.9 "passed", but a metric at 0.97 is what keeps a page at 99 (the home page's LCP did;
 * with a 0.9 cut-off the bench's notes named nothing).
 * @param {{ categories: Record<string, { id: string, auditRefs: { id: string, weight: number }[] }>,
 *   audits: Record<string, { score: number | null, displayValue?: string, details?: { items?: { issueType?: string }[] } }> }} lhr
 * @returns {[string, string][]} [audit id, "id (category: value, score 0.97)"]
 */
export function pointsLost(lhr) {
  const lost = []
  for (const category of Object.values(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id]
      if (!(ref.weight > 0) || audit?.score == null || audit.score >= 1) continue
      // For the DevTools issues audit, which issues (e.g. a CSP or cookie problem).
      const issues =
        ref.id === 'inspector-issues'
          ? [...new Set((audit.details?.items ?? []).map((i) => i.issueType))].join(', ')
          : ''
      const value = issues || audit.displayValue
      const score = `score ${audit.score.toFixed(2)}`
      lost.push([ref.id, `${ref.id} (${category.id}: ${value ? `${value}, ` : ''}${score})`])
    }
  }
  return lost
}
