#!/usr/bin/env node
// `npm test`: type check, lint, format check, production build (the end-to-end tests drive it),
// then every Vitest suite; ends with one summary line ('Tests: N passed, N failed, N skipped') that CI reads.
// `node scripts/test.mjs --suite api` runs only the API tests (CI's second pass on PostgreSQL);
// `--suite unit,api` runs several (CI's pass on another Node line).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const suiteIndex = process.argv.indexOf('--suite');
const suite = suiteIndex > -1 ? process.argv[suiteIndex + 1] : undefined;
const report = `test-results/vitest-${suite?.replaceAll(',', '-') ?? 'all'}.json`;

function step(title, command, args) {
  console.log(`\n▶ ${title}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  return status === 0;
}

let ok = true;
if (!suite) {
  ok = step('Type check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']) && ok;
  ok = step('Lint', 'npx', ['eslint', '.', '--max-warnings=0']) && ok;
  ok = step('Format', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']) && ok;
  ok = step('Build', 'npx', ['vite', 'build', '--logLevel', 'warn']) && ok;
}
fs.mkdirSync('test-results', { recursive: true });
fs.rmSync(report, { force: true });
const projects = suite ? suite.split(',').flatMap((name) => ['--project', name]) : [];
ok =
  // Vitest on this very Node (process.execPath), whichever line runs this script.
  step('Tests', process.execPath, [
    'node_modules/vitest/vitest.mjs',
    'run',
    ...projects,
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${report}`,
  ]) && ok;

let passed = 0;
let failed = 0;
let skipped = 0;
if (fs.existsSync(report)) {
  const results = JSON.parse(fs.readFileSync(report, 'utf8'));
  passed = results.numPassedTests;
  failed = results.numFailedTests + (results.numFailedTestSuites > 0 && results.numFailedTests === 0 ? 1 : 0);
  skipped = results.numPendingTests + results.numTodoTests;
} else {
  failed = 1;
}
if (!ok && failed === 0) failed = 1; // a failed type check, lint or build counts as a failure
console.log(`\nNode ${process.versions.node}, suites: ${suite ?? 'all'}`);
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(ok && failed === 0 ? 0 : 1);
