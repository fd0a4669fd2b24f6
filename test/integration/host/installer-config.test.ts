import { beforeAll, describe, expect, it } from 'vitest';
import {
  loadBuilderConfig,
  missingPaths,
  nativeModulesRequiredBy,
  schemaProblems,
  targetsOf,
  unpackedModules,
  type BuilderConfig,
} from '../../../scripts/dist-config';
import { ensureBuilt, repoRoot } from '../../support/build-output';

// The installers cannot be built on these machines (electron-builder downloads Electron), so what `npm run dist`
// would pack is checked here instead: electron-builder.yml read as electron-builder reads it, against its own
// schema, with every file it names present after the build and the native modules it unpacks from the asar
// being exactly those the main bundle loads (a native module left inside the asar fails to load at start).

let config: BuilderConfig;

beforeAll(() => {
  ensureBuilt();
  config = loadBuilderConfig(repoRoot);
});

describe('the installer configuration (electron-builder.yml)', () => {
  it("passes electron-builder's own schema", () => {
    expect(schemaProblems(config, repoRoot)).toEqual([]);
  });

  it('packs an AppImage and a deb on Linux, a dmg on macOS and an installer on Windows', () => {
    expect(targetsOf(config)).toEqual({ linux: ['AppImage', 'deb'], mac: ['dmg'], win: ['nsis'] });
  });

  it('names only files that exist once the app is built (icons, the bundles)', () => {
    expect(missingPaths(config, repoRoot)).toEqual([]);
  });

  it('unpacks from the asar exactly the native modules the main bundle loads', () => {
    const loaded = nativeModulesRequiredBy(repoRoot);
    expect(loaded).toEqual(expect.arrayContaining(['better-sqlite3', 'keytar']));
    expect(unpackedModules(config)).toEqual(loaded);
  });
});
