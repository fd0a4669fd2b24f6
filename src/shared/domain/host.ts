// What the host the app runs in can do beyond the contract's reads: the desktop app has a system save dialog and,
// when it was packaged with an update feed, can look for a newer version; the web host has neither.

export interface HostCapabilities {
  version: string;
  /** True in the desktop app: exports go through the system save dialog. The web host downloads instead. */
  saveDialog: boolean;
  /** The update feed the installed app was packaged with; null when updates are off (the default). */
  updateFeed: string | null;
  /** True in the desktop app: main shows alerts as OS notifications; absent or false, the page uses the browser's. */
  osNotifications?: boolean;
}

export interface SavedFile {
  /** Where the file was written; null when the user cancelled the dialog. */
  path: string | null;
}

export interface UpdateCheck {
  current: string;
  /** The feed's newest version; null when the feed could not be read. */
  latest: string | null;
  newer: boolean;
}
