// Loaded with `node --import` before a built (CommonJS) entry: prints every module the process asked for, one per
// line after "REQUIRED", then Node's own modules it loaded after "BUILTINS", when it exits. The start-up tests read
// it to see what the main bundle loads at start.
import Module from 'node:module';

const asked = new Set();
const load = Module._load;
Module._load = function recordRequest(request, ...rest) {
  asked.add(request);
  return load.call(this, request, ...rest);
};
process.on('exit', () => {
  const builtins = process.moduleLoadList.map((entry) => entry.replace(/^NativeModule /, ''));
  process.stderr.write(`REQUIRED\n${[...asked].join('\n')}\nBUILTINS\n${builtins.join('\n')}\n`);
});
