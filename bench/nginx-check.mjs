#!/usr/bin/env node
// `node bench/nginx-check.mjs`: `nginx -t` of deploy/nginx/vitrin.conf as it would be installed
// (the snippet included from deploy/nginx, a throw-away self-signed certificate, cache and log
// paths in a temp folder). `npm run bench` runs the same check and reports it.
import { ensureNginx, validateDeployConfig } from './lib/nginx.mjs'
import { cleanupAll, tempDir } from './lib/proc.mjs'

ensureNginx()
const result = validateDeployConfig(tempDir('vitrin-nginx-check-'))
console.log(result.output)
await cleanupAll()
process.exit(result.ok ? 0 : 1)
