// Where focus goes when the command palette closes. The palette's <dialog> is removed, not closed, so the browser
// does not hand focus back: without this it fell to <body>, and the next Tab began again at "Skip to content" and
// the whole navigation. After a command that opens a view, focus is on the view's heading (or the section it
// names); after Escape, or an action that stays on the view, it is back where it was.

/** Frames to wait for a view to draw after its hash is set (about a second). */
const FRAMES = 60;

/**
 * The view the shell shows is the one whose link is the current page (an RWA asset's, #rwa/gold, is RWA's), or a
 * page without a link that names its own address (a coin's): then its content is drawn.
 */
const viewShown = (hash: string): boolean => {
  const link = document.querySelector(`nav a[aria-current="page"]`)?.getAttribute('href');
  if (link === hash || link === hash.split('/')[0]) return true;
  return document.querySelector('[data-route]')?.getAttribute('data-route') === hash;
};

/**
 * Focuses, once `hash`'s view is drawn, its section heading starting with `heading`, or else the view's own
 * heading (its h2), or else the main area; the screen reader then reads where the user landed.
 */
export function focusView(hash: string, heading?: string, framesLeft = FRAMES): void {
  requestAnimationFrame(() => {
    // The command opened a dialog on the view (Add transaction…): that dialog has focus and keeps it.
    if (document.querySelector('dialog[open]')) return;
    const main = document.getElementById('fd-main');
    const headings = [...document.querySelectorAll<HTMLElement>('main h2, main h3')];
    const target = heading
      ? headings.find((h) => h.textContent?.startsWith(heading))
      : headings.find((h) => h.tagName === 'H2');
    if (!viewShown(hash) || !target) {
      if (framesLeft > 0) return focusView(hash, heading, framesLeft - 1);
      // Nothing to name: the main area still takes focus, so Tab goes on inside the view.
      if (viewShown(hash)) main?.focus();
      return;
    }
    target.tabIndex = -1;
    target.focus();
    if (heading) target.scrollIntoView({ block: 'start' });
  });
}

/**
 * Back to the element that had focus before the palette opened; when that was nothing (the page itself) or it is
 * gone, to the view's heading. A dialog the command opened (the CSV export) keeps focus.
 */
export function restoreFocus(opener: Element | null): void {
  requestAnimationFrame(() => {
    if (document.activeElement?.closest('dialog[open]')) return;
    if (opener instanceof HTMLElement && opener.isConnected && opener !== document.body) {
      opener.focus();
      return;
    }
    focusView(location.hash || '#portfolios');
  });
}
