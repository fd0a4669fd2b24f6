import { createRequire } from 'node:module';
import { keepCompiledCode } from '../../../src/main/lib/compile-cache.ts';

// One start of a tiny app for compile-cache.test.ts: the cache kept in <dir>, the app's files under <appDir>,
// then each module named loaded and asked its answer, if it has one. Prints what it answered and what came from
// the cache.
const [dir = '', appDir = '', ...modules] = process.argv.slice(2);
const use = keepCompiledCode(dir, appDir);
const load = createRequire(import.meta.url);
const answers = [];
for (const file of modules) {
  const loaded = load(file);
  // A bundle chunk answers nothing: loading it is the start.
  answers.push(typeof loaded.answer === 'function' ? await loaded.answer() : null);
}
process.stdout.write(JSON.stringify({ answers, taken: use.taken(), compiled: use.compiled() }));
