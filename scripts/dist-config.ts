// What `npm run dist` packs, read from electron-builder.yml: its targets per platform, the files it names, the
// native modules it unpacks from the asar, and its validity against electron-builder's own JSON schema. Used by
// scripts/dist.ts (--help, --dry-run) and by the installer config test, so both read the config one way.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { load } from 'js-yaml';

export type Platform = 'linux' | 'mac' | 'win';
export const PLATFORMS: readonly Platform[] = ['linux', 'mac', 'win'];

export type BuilderConfig = Record<string, unknown> & {
  files?: string[];
  asarUnpack?: string[];
  linux?: { target?: unknown; icon?: string };
  mac?: { target?: unknown; icon?: string };
  win?: { target?: unknown; icon?: string };
};

export const CONFIG_FILE = 'electron-builder.yml';

export function loadBuilderConfig(root: string, file = CONFIG_FILE): BuilderConfig {
  const parsed = load(readFileSync(join(root, file), 'utf8'));
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error(`${file} is not a mapping of electron-builder options`);
  }
  return parsed as BuilderConfig;
}

/** The installer formats per platform, e.g. { linux: ['AppImage', 'deb'], mac: ['dmg'], win: ['nsis'] }. */
export function targetsOf(config: BuilderConfig): Record<Platform, string[]> {
  const names = (target: unknown): string[] => {
    const list = Array.isArray(target) ? target : target === undefined ? [] : [target];
    return list.map((entry) =>
      typeof entry === 'string' ? entry : String((entry as { target?: unknown }).target),
    );
  };
  return {
    linux: names(config.linux?.target),
    mac: names(config.mac?.target),
    win: names(config.win?.target),
  };
}

/** The schema's problems with the config, as "path: message" lines; empty when it is valid. */
export function schemaProblems(config: unknown, root: string): string[] {
  const requireHere = createRequire(join(root, 'package.json'));
  const schema: unknown = JSON.parse(
    readFileSync(requireHere.resolve('app-builder-lib/scheme.json'), 'utf8'),
  );
  // Non-strict: the schema uses a keyword of its own ("typeof") that Ajv does not know.
  const ajv = new Ajv({ strict: false, allErrors: true });
  const validate = ajv.compile(schema as object);
  if (validate(config)) return [];
  return (validate.errors ?? []).map(
    (error) => `${error.instancePath || '/'}: ${error.message ?? 'invalid'} ${JSON.stringify(error.params)}`,
  );
}

/** Every file or folder the config names that must exist before packing (icons, included roots). */
export function namedPaths(config: BuilderConfig): string[] {
  const included = (config.files ?? [])
    .filter((pattern) => !pattern.startsWith('!'))
    .map((pattern) => pattern.replace(/\/\*\*.*$/, ''));
  const icons = PLATFORMS.map((platform) => config[platform]?.icon).filter(
    (icon): icon is string => typeof icon === 'string',
  );
  return [...new Set([...included, ...icons])];
}

export function missingPaths(config: BuilderConfig, root: string): string[] {
  return namedPaths(config).filter((path) => !existsSync(join(root, path)));
}

/** The packages whose files the config unpacks from the asar: `node_modules/<name>/**`. */
export function unpackedModules(config: BuilderConfig): string[] {
  return (config.asarUnpack ?? [])
    .map((pattern) => /^node_modules\/((?:@[^/]+\/)?[^/]+)\/\*\*$/.exec(pattern)?.[1])
    .filter((name): name is string => name !== undefined)
    .sort();
}

function hasNativeFile(dir: string, depth = 0): boolean {
  if (depth > 4 || !existsSync(dir)) return false;
  return readdirSync(dir, { withFileTypes: true }).some((entry) =>
    entry.isDirectory()
      ? entry.name !== 'node_modules' && hasNativeFile(join(dir, entry.name), depth + 1)
      : entry.name.endsWith('.node'),
  );
}

/** The packages out/main requires at run time that carry a native `.node` file. */
export function nativeModulesRequiredBy(root: string, outMain = 'out/main'): string[] {
  const dir = join(root, outMain);
  const required = new Set<string>();
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.js')) continue;
    const code = readFileSync(join(dir, file), 'utf8');
    for (const match of code.matchAll(/(?:require\(|import\(|from )["']((?:@[^/"']+\/)?[^/"'.][^/"']*)/g)) {
      if (match[1]) required.add(match[1]);
    }
  }
  return [...required].filter((name) => hasNativeFile(join(root, 'node_modules', name))).sort();
}
