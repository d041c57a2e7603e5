export { redirectsExportScript as script } from './cli'
