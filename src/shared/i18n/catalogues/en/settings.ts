export const enSettings = {
  'appearance.title': 'Appearance and window',
  'appearance.theme': 'Theme',
  'appearance.theme.light': 'Light',
  'appearance.theme.dark': 'Dark',
  'appearance.theme.system': 'System',
  'appearance.language': 'Language',
  'appearance.language.system': 'As the system ({name})',
  'appearance.language.hint':
    'The language of the words. Numbers, dates and currencies follow the system locale.',
  'appearance.closeToTray': 'Closing the window keeps Folio Desk in the tray (desktop app)',
} as const;
