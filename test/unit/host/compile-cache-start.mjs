import { createRequire } from 'node:module';
import { keepCompiledCode } from '../../../src/main/lib/compile-cache.ts';

// One start of a tiny app for compile-cache.test.ts: the cache kept in <dir>, the app's files under <appDir>,
// then each module named loaded and asked its answer. Prints what it answered and what came from the cache.
const [dir = '', appDir = '', ...modules] = process.argv.slice(2);
const use = keepCompiledCode(dir, appDir);
const load = createRequire(import.meta.url);
const answers = [];
for (const file of modules) {
  const loaded = load(file);
  answers.push(await loaded.answer());
}
process.stdout.write(JSON.stringify({ answers, taken: use.taken(), compiled: use.compiled() }));
