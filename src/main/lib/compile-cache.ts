import { enableCompileCache } from 'node:module';

/**
 * Keeps V8's compiled code of the modules loaded from now on in `dir`, so the next start loads them without
 * compiling them again (about a tenth of a start answered from the cache). Call it before the app's modules load.
 * A start without the cache (an old runtime, a folder that cannot be written) is only slower.
 */
export function keepCompiledCode(dir: string): void {
  try {
    enableCompileCache?.(dir);
  } catch {
    // Nothing to tell the user: the app starts the same, compiling as it did.
  }
}
