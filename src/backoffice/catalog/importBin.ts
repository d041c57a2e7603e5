export { catalogImportScript as script } from './cli'
