export { redirectsImportScript as script } from './cli'
