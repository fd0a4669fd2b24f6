import { useState } from 'react';
import type { Input } from '../../../../../shared/contract';
import type { AppError } from '../../../../../shared/envelope';
import { useFolio } from '../../../stores/folio-context';
import { updateSettings } from '../../../stores/settings';

/** Saves one settings change; the error (if any) is kept for the section to show. */
export function useSave(): {
  save: (patch: Input<'settings:update'>) => Promise<boolean>;
  error: AppError | null;
} {
  const { api, stores } = useFolio();
  const [error, setError] = useState<AppError | null>(null);
  const save = async (patch: Input<'settings:update'>) => {
    const failure = await updateSettings(api, stores.settings, patch);
    setError(failure);
    return failure === null;
  };
  return { save, error };
}
