// Sums Vitest JSON reports into the one closing line CI reads: "N passed, N failed, N skipped",
// after the failing tests' names and first error lines (CI keeps only the tail of the output).
import { readFileSync } from 'node:fs'
import { basename, relative } from 'node:path'

let passed = 0
let failed = 0
let skipped = 0
const failures = []
for (const file of process.argv.slice(2)) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'))
    passed += report.numPassedTests ?? 0
    failed += (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0)
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
    const run = basename(file, '.json')
    for (const suite of report.testResults ?? []) {
      const where = relative(process.cwd(), suite.name ?? '')
      const failedTests = (suite.assertionResults ?? []).filter((t) => t.status === 'failed')
      if (suite.status === 'failed' && failedTests.length === 0) {
        failures.push(`${run}: ${where}: ${firstLine(suite.message)}`)
      }
      for (const test of failedTests) {
        const took = typeof test.duration === 'number' ? ` (${Math.round(test.duration)} ms)` : ''
        failures.push(
          `${run}: ${where} > ${test.fullName}${took}: ${firstLine(test.failureMessages?.[0])}`,
        )
      }
    }
  } catch {
    failed += 1
    failures.push(`missing or unreadable test report: ${file}`)
  }
}

function firstLine(text) {
  return String(text ?? '').split('\n').find((line) => line.trim()) ?? ''
}

if (failures.length > 0) process.stdout.write(`\nFailed:\n${failures.map((f) => `- ${f.slice(0, 400)}`).join('\n')}\n`)
process.stdout.write(`\n${passed} passed, ${failed} failed, ${skipped} skipped\n`)
process.exit(failed > 0 || passed === 0 ? 1 : 0)
