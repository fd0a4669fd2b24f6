// `npm run dist`: build the app, then package installers with electron-builder (electron-builder.yml).
//   npm run dist                 installers for this machine's platform (AppImage + deb on Linux, dmg, NSIS)
//   npm run dist -- --linux --win --mac   choose platforms (cross-building has limits: see docs/development.md)
//   npm run dist -- --dry-run    print the targets and check the config, build nothing
//   npm run dist -- --help
// Set FOLIO_UPDATE_FEED_URL to an https URL to publish for a generic update feed (updates stay off without it).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  CONFIG_FILE,
  loadBuilderConfig,
  missingPaths,
  nativeModulesRequiredBy,
  PLATFORMS,
  schemaProblems,
  targetsOf,
  unpackedModules,
} from './dist-config';

const root = join(import.meta.dirname, '..');
const args = process.argv.slice(2);
const config = loadBuilderConfig(root);
const targets = targetsOf(config);
const label = { linux: 'Linux', mac: 'macOS', win: 'Windows' } as const;

function printTargets(): void {
  console.log(`Targets (${CONFIG_FILE}), written to dist/:`);
  for (const platform of PLATFORMS) console.log(`  ${label[platform]}: ${targets[platform].join(', ')}`);
}

if (args.includes('--help') || args.includes('-h')) {
  console.log(`Usage: npm run dist [-- --linux | --mac | --win ...] [-- --dry-run]

Builds Folio Desk (electron-vite build), then packages installers with electron-builder.
Without a platform flag it packages for the platform it runs on. Other flags pass through to electron-builder.
Needs network access to download Electron and the packaging tools on first use.
FOLIO_UPDATE_FEED_URL=https://... adds a generic update feed; without it the app never checks for updates.
`);
  printTargets();
  process.exit(0);
}

const problems = schemaProblems(config, root);
if (problems.length) {
  console.error(`${CONFIG_FILE} does not match electron-builder's schema:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}

const feed = process.env['FOLIO_UPDATE_FEED_URL'];
if (feed !== undefined && !/^https:\/\/\S+$/.test(feed)) {
  console.error('FOLIO_UPDATE_FEED_URL must be an https:// URL');
  process.exit(1);
}

if (args.includes('--dry-run')) {
  printTargets();
  const missing = missingPaths(config, root);
  console.log(
    missing.length ? `Missing (run npm run build first?): ${missing.join(', ')}` : 'Every named file exists.',
  );
  const unpacked = unpackedModules(config);
  console.log(`Unpacked native modules: ${unpacked.join(', ')}`);
  // A native module the main bundle loads but the asar keeps packed fails to load when the app starts.
  let mismatch = false;
  try {
    const required = nativeModulesRequiredBy(root);
    console.log(`Native modules out/main requires: ${required.join(', ')}`);
    mismatch = required.join() !== unpacked.join();
    if (mismatch) console.log('These two lists differ: fix asarUnpack in electron-builder.yml.');
  } catch {
    console.log('out/main is not built yet: run npm run build to check the native modules.');
  }
  console.log(`Update feed: ${feed ?? 'none (updates off)'}`);
  process.exit(missing.length || mismatch ? 1 : 0);
}

const run = (command: string, commandArgs: string[]) => {
  const { status } = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
};

run(process.execPath, [join(root, 'node_modules/electron-vite/bin/electron-vite.js'), 'build']);
// One first start in demo mode, run by the Electron that ships (as Node), keeps its compiled code in
// out/main/compile-seed for a user's first start (src/main/code-seed.ts). Without it that start only compiles.
const electronBinary = createRequire(import.meta.url)('electron') as string;
const seed = spawnSync(electronBinary, [join(root, 'out/main/code-seed.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, ELECTRON_RUN_AS_NODE: '1' },
});
if (seed.status !== 0)
  console.warn('No code seed: a first start will compile the app before its first view.');
// Never upload anything: a generic feed is a folder the maintainer copies dist/ to; naming it only writes
// app-update.yml into the app, which is how the installed app learns the feed.
const feedConfig = feed ? ['-c.publish.provider=generic', `-c.publish.url=${feed}`] : [];
run(process.execPath, [
  join(root, 'node_modules/electron-builder/cli.js'),
  '--config',
  CONFIG_FILE,
  ...feedConfig,
  '--publish',
  'never',
  ...args,
]);
