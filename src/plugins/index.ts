/** The site's own Payload plugins; src/payload.config.ts puts them in order with the back office's. */
export { redirects } from './redirects/plugin'
export { limitPublicQueries } from './restQueries'
export { storagePlugins } from './storage'
