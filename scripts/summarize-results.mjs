// Sums Vitest JSON reports into the one closing line CI reads: "N passed, N failed, N skipped".
import { readFileSync } from 'node:fs'

let passed = 0
let failed = 0
let skipped = 0
for (const file of process.argv.slice(2)) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'))
    passed += report.numPassedTests ?? 0
    failed += (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0)
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
  } catch {
    failed += 1
    console.error(`missing or unreadable test report: ${file}`)
  }
}
process.stdout.write(`\n${passed} passed, ${failed} failed, ${skipped} skipped\n`)
process.exit(failed > 0 || passed === 0 ? 1 : 0)
