// Markdown helpers for the benchmark's report.

export const fmtInt = (n) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '–')

export const fmtMs = (n) => {
  if (!Number.isFinite(n)) return '–'
  if (n < 10) return n.toFixed(2)
  if (n < 100) return n.toFixed(1)
  return Math.round(n).toLocaleString('en-US')
}

export const fmtS = (n) => (Number.isFinite(n) ? `${n.toFixed(1)} s` : '–')

export const fmtMiB = (n) => (Number.isFinite(n) ? `${Math.round(n)} MiB` : '–')

export const fmtRatio = (n) => (Number.isFinite(n) ? `${n === 0 ? '0' : n.toPrecision(3)}×` : '–')

export const mark = (ok) => (ok === null || ok === undefined ? '–' : ok ? '✓' : '✗')

/** A Markdown table; cells are escaped for pipes. */
export function table(headers, rows, align) {
  const esc = (v) => String(v ?? '').replaceAll('|', '\\|')
  const lines = [
    `| ${headers.map(esc).join(' | ')} |`,
    `|${headers.map((_, i) => (align?.[i] === 'r' ? '---:' : '---')).join('|')}|`,
    ...rows.map((r) => `| ${r.map(esc).join(' | ')} |`),
  ]
  return lines.join('\n')
}
