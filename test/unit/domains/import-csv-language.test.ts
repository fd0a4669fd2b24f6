import { describe, expect, it } from 'vitest';
import { previewImport } from '../../../src/main/domains/import/plan';
import { loadTranslator } from '../../../src/shared/i18n/load';
import { sayText } from '../../../src/shared/i18n/say';

// A file that is not CSV is refused in the user's language, with the line where it broke; main's English stays.

const refusalOf = (text: string) => {
  const answer = previewImport({ text }, Date.UTC(2026, 10, 20));
  if (answer.ok) throw new Error('expected a refusal');
  return answer.error;
};

describe('a file that cannot be read as CSV', () => {
  it('says where it broke in German', async () => {
    const error = refusalOf('date,coin\n"2024-01-01,bitcoin\n');
    expect(error.message).toBe(
      'The file could not be read as CSV: Line 2: a quoted field is never closed. Nothing was imported.',
    );
    expect(error.say && sayText((await loadTranslator('de')).t, error.say)).toBe(
      'Die Datei konnte nicht als CSV gelesen werden: Zeile 2: Ein Feld in Anführungszeichen wird nie ' +
        'geschlossen. Es wurde nichts importiert.',
    );
  });

  it('says an empty file is empty in Spanish', async () => {
    const error = refusalOf('');
    expect(error.say && sayText((await loadTranslator('es')).t, error.say)).toBe(
      'El archivo no se pudo leer como CSV: El archivo está vacío: necesita una línea de encabezado y al ' +
        'menos una fila. No se importó nada.',
    );
  });
});
