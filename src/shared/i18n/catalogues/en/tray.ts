export const enTray = {
  'tray.demoData': 'Demo data',
  'tray.nothingWatched': 'Nothing watched: add coins or assets in the Watchlist view',
  'tray.noPriceYet': '{label}: no cached price yet',
  'tray.stale': 'stale',
  'tray.refresh': 'Refresh prices',
  'tray.refreshFree': 'Refresh prices (free)',
  'tray.refreshCredits': 'Refresh prices ({credits, plural, one {{n} credit} other {{n} credits}})',
  'tray.open': 'Open Folio Desk',
  'tray.quit': 'Quit',
  'tray.tooltip': 'Folio Desk',
  'tray.tooltipDemo': 'Folio Desk — demo data',
  'tray.tooltipAge': '{name} · prices from {age}',
} as const;
