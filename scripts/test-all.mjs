// `npm test`: every check in order — typecheck, lint, unit tests, the build, then integration and browser tests
// inside a throw-away Secret Service session — ending with one plain line "N passed, N failed" that sums them
// all (a failed typecheck, lint or build counts as one failed test). Exits non-zero when anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const results = join(root, 'test-results');
const node = process.execPath;
const bin = {
  tsc: join(root, 'node_modules/typescript/bin/tsc'),
  eslint: join(root, 'node_modules/eslint/bin/eslint.js'),
  vitest: join(root, 'node_modules/vitest/vitest.mjs'),
  electronVite: join(root, 'node_modules/electron-vite/bin/electron-vite.js'),
};
const withKeyring = ['bash', join(root, 'scripts/with-keyring.sh')];

// No stage may hang CI: one that runs past this is stopped and counted as failed, saying so.
const STAGE_LIMIT_MS = 20 * 60_000;

function run(command, args) {
  const started = Date.now();
  const { status, error } = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ELECTRON_SKIP_BINARY_DOWNLOAD: '1' },
    timeout: STAGE_LIMIT_MS,
    killSignal: 'SIGKILL',
  });
  if (error?.code === 'ETIMEDOUT') {
    console.error(
      `${command} ${args.slice(0, 4).join(' ')} ran past ${STAGE_LIMIT_MS / 60_000} min and was stopped`,
    );
  } else if (error) console.error(`could not run ${command}: ${error.message}`);
  return { ok: status === 0, seconds: (Date.now() - started) / 1000 };
}

/** A check with no test count of its own: one passed or one failed. */
function check(name, command, args) {
  const { ok, seconds } = run(command, args);
  return { name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds, ok };
}

/** A vitest project, counted from its JSON report; a file that failed to load counts as one failed test. */
function vitest(name, prefix = []) {
  const report = join(results, `vitest-${name}.json`);
  rmSync(report, { force: true });
  const args = [
    bin.vitest,
    'run',
    '--project',
    name,
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${report}`,
  ];
  const [command, ...rest] = [...prefix, node, ...args];
  const { ok, seconds } = run(command, rest);
  if (!existsSync(report)) return { name, passed: 0, failed: 1, seconds, ok: false };
  const json = JSON.parse(readFileSync(report, 'utf8'));
  const brokenFiles = json.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;
  let failed = json.numFailedTests + brokenFiles;
  // Vitest can fail a run on an unhandled error while every test passed: that is a failure too.
  if (!ok && failed === 0) failed = 1;
  return {
    name,
    passed: json.numPassedTests,
    failed,
    seconds,
    ok: ok && failed === 0,
    failures: failuresIn(json),
  };
}

/** The terminal's colour codes, which a report's messages keep. */
const COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** Each failed test (or file that failed to load) in one line: where, which, and the first line of its error. */
function failuresIn(json) {
  const plain = (text) => String(text ?? '').replace(COLOUR, '');
  const firstLine = (text) => plain(text).trim().split('\n')[0]?.slice(0, 240) ?? '';
  return json.testResults.flatMap((file) => {
    const where = plain(file.name).replace(`${root}/`, '');
    const tests = file.assertionResults.filter((test) => test.status === 'failed');
    if (tests.length === 0) return file.status === 'failed' ? [`${where}: ${firstLine(file.message)}`] : [];
    return tests.map((test) => {
      const message = plain(test.failureMessages?.[0]);
      // The test file's line nearest the error, as its stack names it.
      const line = message.match(new RegExp(`${where.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:(\\d+)`))?.[1];
      return `${where}${line ? `:${line}` : ''} › ${plain(test.fullName)}: ${firstLine(message)}`;
    });
  });
}

const skipped = (name) => ({
  name,
  passed: 0,
  failed: 1,
  seconds: 0,
  ok: false,
  note: 'not run: the build failed',
});

mkdirSync(results, { recursive: true });
const started = Date.now();
const stages = [];
const stage = (result) => {
  stages.push(result);
  const note = result.note ? ` (${result.note})` : '';
  console.log(
    `\n== ${result.name}: ${result.ok ? 'ok' : 'FAILED'} — ${result.passed} passed, ${result.failed} failed, ${result.seconds.toFixed(1)} s${note}\n`,
  );
  return result;
};

stage(check('typecheck', node, [bin.tsc, '-b']));
stage(check('lint', node, [bin.eslint, '--max-warnings', '0', '.']));
stage(vitest('unit'));
const build = stage(check('build', node, [bin.electronVite, 'build']));
if (build.ok) {
  stage(vitest('integration', withKeyring));
  stage(vitest('e2e', withKeyring));
} else {
  stage(skipped('integration'));
  stage(skipped('e2e'));
}

console.log('Summary:');
for (const s of stages) {
  console.log(
    `  ${s.ok ? 'ok    ' : 'FAILED'} ${s.name.padEnd(12)} ${s.passed} passed, ${s.failed} failed (${s.seconds.toFixed(1)} s)`,
  );
}
console.log(`  total time ${((Date.now() - started) / 1000).toFixed(1)} s`);
// What failed, last of all but the count, so that a log's tail names it.
const failures = stages.flatMap((s) => (s.failures ?? []).map((line) => `  ${s.name}: ${line}`));
if (failures.length > 0) {
  console.log('Failed:');
  for (const line of failures.slice(0, 20)) console.log(line);
  if (failures.length > 20) console.log(`  … and ${failures.length - 20} more`);
}
const passed = stages.reduce((sum, s) => sum + s.passed, 0);
const failed = stages.reduce((sum, s) => sum + s.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && stages.every((s) => s.ok) ? 0 : 1);
