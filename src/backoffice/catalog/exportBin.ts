export { catalogExportScript as script } from './cli'
