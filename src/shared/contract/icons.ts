import { z } from 'zod';
import { defineChannel } from '../channel';
import type { CoinIcon } from '../domain/icons';

// Coin icons: main fetches each once from the service's image host, keeps it on disk, and
// hands it over as a data: URL (the page's CSP loads images only from itself and data:). The addresses are the
// ones main's own answers carry; main checks each against its allow-list before anything is fetched.
export const iconChannels = {
  'icons:get': defineChannel<CoinIcon[]>()(() =>
    z.strictObject({ urls: z.array(z.string().min(1).max(2048)).min(1).max(200) }),
  ),
};
