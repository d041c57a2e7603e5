// Page HTML as the bench's no-script measures read it: bench/lighthouse.mjs (nginx) and the content
// floor (bench/floor/app/content).

/**
 * A page's HTML without its scripts (inline, external and their preloads): what the browser has
 * to parse, style, lay out and paint when no JavaScript runs. JSON-LD goes too; it runs nothing.
 */
export function withoutScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*\b(?:rel="modulepreload"|as="script")[^>]*>/g, '')
}
