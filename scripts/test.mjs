#!/usr/bin/env node
// `npm test`: the production build (the end-to-end tests drive it), then every Vitest suite with the
// type check, lint and format check running beside it; ends with one summary line
// ('Tests: N passed, N failed, N skipped') that CI reads.
// `node scripts/test.mjs --suite api` runs only the API tests (CI's second pass on PostgreSQL);
// `--suite unit,api` runs several (CI's pass on another Node line).
import { spawn } from 'node:child_process';
import fs from 'node:fs';

const suiteIndex = process.argv.indexOf('--suite');
const suite = suiteIndex > -1 ? process.argv[suiteIndex + 1] : undefined;
const report = `test-results/vitest-${suite?.replaceAll(',', '-') ?? 'all'}.json`;

/** Runs a command; `quiet` keeps its output to print at once when it ends (it runs beside the tests). */
function run(command, args, { quiet = false } = {}) {
  return new Promise((resolve) => {
    // Testing Library's DOM dumps on a failure are cut short: a whole page drowned the other failures.
    const env = { DEBUG_PRINT_LIMIT: '1500', ...process.env };
    const child = spawn(command, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
    let output = '';
    if (quiet) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('close', (status) => resolve({ ok: status === 0, output }));
  });
}

async function step(title, command, args) {
  console.log(`\n▶ ${title}`);
  return (await run(command, args)).ok;
}

/**
 * The static checks run beside the tests, niced so they take only what the tests leave: the
 * end-to-end tests, one file at a time, leave a core mostly idle on a two-core machine, and waiting
 * for the checks first added minutes to every run.
 */
const NICE = ['nice', '-n', '15'];
const CHECKS = [
  ['Type check', [...NICE, 'npx', 'tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['Lint', [...NICE, 'npx', 'eslint', '.', '--max-warnings=0']],
  ['Format', [...NICE, 'npx', 'prettier', '--check', '--log-level', 'warn', '.']],
];

async function checks() {
  let ok = true;
  for (const [title, [command, ...args]] of CHECKS) {
    const started = Date.now();
    const result = await run(command, args, { quiet: true });
    const seconds = Math.round((Date.now() - started) / 1000);
    console.log(`\n▶ ${title}: ${result.ok ? 'passed' : 'FAILED'} (${seconds} s)`);
    if (result.output.trim()) console.log(result.output.trimEnd());
    ok = result.ok && ok;
  }
  return ok;
}

let ok = true;
let checked = Promise.resolve(true);
if (!suite) {
  // The end-to-end tests drive the production build, so it comes first.
  ok = (await step('Build', 'npx', ['vite', 'build', '--logLevel', 'warn'])) && ok;
  checked = checks();
}
fs.mkdirSync('test-results', { recursive: true });
fs.rmSync(report, { force: true });
const projects = suite ? suite.split(',').flatMap((name) => ['--project', name]) : [];
ok =
  // Vitest on this very Node (process.execPath), whichever line runs this script.
  (await step('Tests', process.execPath, [
    'node_modules/vitest/vitest.mjs',
    'run',
    ...projects,
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${report}`,
  ])) && ok;
ok = (await checked) && ok;

let passed = 0;
let failed = 0;
let skipped = 0;
if (fs.existsSync(report)) {
  const results = JSON.parse(fs.readFileSync(report, 'utf8'));
  passed = results.numPassedTests;
  failed = results.numFailedTests + (results.numFailedTestSuites > 0 && results.numFailedTests === 0 ? 1 : 0);
  skipped = results.numPendingTests + results.numTodoTests;
  // CI shows only the end of the output: name every failure there, whatever the DOM dumps above it.
  const failures = results.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map(
        (test) =>
          `${file.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}: ${String(
            test.failureMessages?.[0] ?? '',
          )
            .split('\n')[0]
            .slice(0, 300)}`,
      ),
  );
  if (failures.length) console.log(`\nFailed:\n${failures.map((line) => `  ✗ ${line}`).join('\n')}`);
} else {
  failed = 1;
}
if (!ok && failed === 0) failed = 1; // a failed type check, lint or build counts as a failure
console.log(`\nNode ${process.versions.node}, suites: ${suite ?? 'all'}`);
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(ok && failed === 0 ? 0 : 1);
