import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { outDir, repoRoot } from '../../support/build-output';

export interface WebHostProcess {
  url: string;
  /** Everything the host wrote to stderr (its log), for assertions and for a failing test's message. */
  log(): string;
  /** SIGTERM, as Ctrl+C or a service manager would send; resolves with the exit code. */
  stop(): Promise<number | null>;
  /** Resolves when the host exits by itself (not through stop()), with the code or signal it ended with. */
  died: Promise<string>;
  /** Calls `listener` with each line of the host's log that reports an unhandled rejection. */
  onFault(listener: (line: string) => void): void;
}

/**
 * Starts `node out/main/web.js` the way a user would and reads the URL it prints. `args` are further flags, such
 * as `--api-base-url` to point the app at a local sandbox.
 */
export async function startWebHostProcess(
  dataDir: string,
  env: NodeJS.ProcessEnv = process.env,
  args: readonly string[] = [],
): Promise<WebHostProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    [join(outDir, 'main/web.js'), '--port', '0', '--data-dir', dataDir, ...args],
    { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const faultListeners: ((line: string) => void)[] = [];
  if (child.stderr) {
    createInterface({ input: child.stderr }).on('line', (line) => {
      if (line.includes('"message":"unhandled rejection"'))
        for (const listener of faultListeners) listener(line);
    });
  }
  let stopping = false;
  let diedAs: (how: string) => void = () => {};
  const died = new Promise<string>((resolve) => (diedAs = resolve));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code, signal) => {
      if (!stopping) diedAs(signal ?? `code ${code}`);
      resolve(code);
    }),
  );

  const url = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout ?? process.stdin });
    lines.on('line', (line) => {
      const match = /^Folio Desk web host: open (http:\/\/127\.0\.0\.1:\d+\/\?token=\S+)$/.exec(line);
      if (match?.[1]) resolve(match[1]);
    });
    void exited.then(() => reject(new Error(`The web host exited before printing its URL:\n${stderr}`)));
  });

  return {
    url,
    log: () => stderr,
    died,
    onFault: (listener) => faultListeners.push(listener),
    async stop() {
      stopping = true;
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
