// Where the tray's coins come from now: the watchlists, managed in their own view (no list to keep here). One
// paragraph of text, not a row: a flex row made the sentence, its link and "view." three items on three lines.
/** The tray note. */
export function TrayPreferences() {
  return (
    <p className="fd-hint">
      The tray menu's quick price check lists your watched coins and real-world assets, with prices from the
      cache. Add or remove them in the <a href="#watchlist">Watchlist</a> view.
    </p>
  );
}
