import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp, type App } from '../../../src/main/app';
import { silentLogger } from '../../../src/main/lib/effects';
import { createMemoryStore } from '../../../src/main/secrets/memory-store';
import type { TrayMenuModel } from '../../../src/main/tray/menu-model';

// The tray's note on a refresh that could not reach the service, in the language the user chose.

let dir: string;
let app: App;
let now = Date.UTC(2026, 10, 22, 9, 0, 0);

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'folio-tray-lang-'));
  app = await createApp({
    fetch: async () => {
      throw new TypeError('fetch failed');
    },
    secrets: createMemoryStore(),
    dataDir: dir,
    log: silentLogger,
    clock: {
      now: () => now,
      sleep: async (ms) => {
        now += ms;
      },
    },
  });
});

afterEach(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const labels = (menu: TrayMenuModel) => menu.items.map((i) => (i.kind === 'separator' ? '---' : i.label));

describe('the tray in German', () => {
  it('says a failed refresh, and why, in German', async () => {
    await app.handlers['settings:setApiKey']({ apiKey: 'live-key-123456' });
    await app.handlers['settings:update']({ language: 'de' });
    await vi.waitFor(() => expect(labels(app.tray.model())).toContain('Beenden'));
    await app.tray.refresh();
    const note = labels(app.tray.model()).find((label) => label.startsWith('Kurse nicht aktualisiert: '));
    expect(note).toBe(
      'Kurse nicht aktualisiert: Der Dienst ist nicht erreichbar; Folio Desk zeigt gespeicherte Daten und versucht es von selbst erneut.',
    );
  });
});
