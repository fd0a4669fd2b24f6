import type { Page } from 'playwright-core';

/** The Settings card that holds the API key, found as a user (or a screen reader) finds it: by its heading. */
export const keySection = (page: Page) => page.getByRole('region', { name: 'Access to the data service' });
