import { describe, expect, it } from 'vitest';
import type { AppError } from '../../../../src/shared/envelope';
import { loadTranslator } from '../../../../src/shared/i18n/load';
import { said } from '../../../../src/shared/i18n/say';
import { describeError } from '../../../../src/renderer/src/lib/describe-error';

// An error main said by its message id is shown whole in the user's language: the issues beside it (English,
// kept for the form's fields) are not appended to the German sentence, which names them already.

describe('an error main said by its id', () => {
  it('shows no English issue words after the German sentence', async () => {
    const t = (await loadTranslator('de')).t;
    // As main refuses an exchange connect with two fields left empty (manage-portfolios.ts fieldProblem).
    const error: AppError = {
      code: 'invalid_input',
      ...said({ id: 'outcomes.fieldsMissing', values: { fields: 'API Key, API Passphrase', count: 2 } }),
      issues: [
        { path: 'fields.apiKey', message: 'API Key is required' },
        { path: 'fields.passphrase', message: 'API Passphrase is required' },
      ],
    };
    expect(describeError(error, null, t).detail).toBe(
      'Nicht gesendet: Die Felder API Key, API Passphrase sind erforderlich.',
    );
  });

  it('still lists the issues of an error main gave no id (a form checked against its schema)', async () => {
    const t = (await loadTranslator('de')).t;
    const error: AppError = {
      code: 'invalid_input',
      message: 'Invalid input',
      issues: [{ path: 'amount', message: 'must be positive' }],
    };
    expect(describeError(error, null, t).detail).toBe('Invalid input amount: must be positive');
  });
});
