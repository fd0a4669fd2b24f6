import Database from 'better-sqlite3';
import { join } from 'node:path';
import { WebSocketServer } from 'ws';
import {
  call,
  expectAllOk,
  portfolioIds,
  portfolioView,
  removeDir,
  startApp,
  tempDir,
  withStoredKey,
} from './support';

// Run in its own process by the memory scenario: `app <apiBase> <key>` builds the app and opens every view's
// reads; `bare` loads only better-sqlite3 and ws with a database and a socket server open. Prints RSS in bytes.

async function main() {
  const [mode, apiBase = '', key = ''] = process.argv.slice(2);
  const dir = tempDir('memory');
  if (mode === 'app') {
    const secrets = await withStoredKey(dir, apiBase, key);
    const { app } = await startApp({ dir, apiBase, key, secrets });
    const [id] = await portfolioIds(app.handlers);
    if (!id) throw new Error('no portfolio');
    expectAllOk(await Promise.all(portfolioView(app.handlers, id)), 'memory: portfolios');
    const others = await Promise.all([
      call(app.handlers, 'wallet:list'),
      call(app.handlers, 'rwa:overview'),
      call(app.handlers, 'rwa:assets', {}),
      call(app.handlers, 'coins:list', { currency: 'USD' }),
      call(app.handlers, 'credits:meter'),
      call(app.handlers, 'credits:journal', { limit: 100 }),
      call(app.handlers, 'settings:get'),
    ]);
    expectAllOk(others, 'memory: other views');
    globalThis.gc?.();
    process.stdout.write(`${process.memoryUsage().rss}\n`);
    await app.close();
  } else {
    const db = new Database(join(dir, 'bare.db'));
    db.pragma('journal_mode = WAL');
    db.exec('CREATE TABLE t (k TEXT PRIMARY KEY, v TEXT)');
    const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    await new Promise((resolve) => server.once('listening', resolve));
    globalThis.gc?.();
    process.stdout.write(`${process.memoryUsage().rss}\n`);
    server.close();
    db.close();
  }
  removeDir(dir);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
