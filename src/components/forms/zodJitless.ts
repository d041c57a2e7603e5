import { config } from 'zod'

/**
 * Zod compiles its object parsers with `new Function` when it may, and probes for that with a
 * `Function('')` that the site's CSP (no 'unsafe-eval') refuses: the probe's error is caught, but
 * the browser still reports a CSP violation (Lighthouse: "inspector-issues"). Jitless parsing is
 * fast enough for a form. Imported first by the client forms, before any schema is built.
 */
config({ jitless: true })
