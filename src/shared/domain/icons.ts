/** One coin icon as main hands it to the page: a data: URL of the checked image, or null with why not. */
export interface CoinIcon {
  url: string;
  /** `data:image/png;base64,...` (png, jpeg or webp only); null when there is no image to show. */
  dataUrl: string | null;
  /**
   * cached: from disk; fetched: read now; refused: the address or the answer is not an allowed icon;
   * unavailable: the image host could not be reached (offline), a later view tries again.
   */
  status: 'cached' | 'fetched' | 'refused' | 'unavailable';
}
