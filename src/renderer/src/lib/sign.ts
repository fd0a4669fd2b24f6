// One rule for gains and losses everywhere: a gain is green with "+", a loss red with "-", and exactly 0 (or no
// figure) neutral. The formatters write the sign (format.ts signDisplay); this names the colour, so text, badges
// and charts agree.

export type Sign = 'up' | 'down' | 'flat';

export function signOf(value: number | null | undefined): Sign {
  if (value == null || !Number.isFinite(value) || value === 0) return 'flat';
  return value > 0 ? 'up' : 'down';
}

/** The class that colours a figure by its sign (components/ui.css .fd-num--up and --down). */
export const toneClass = (value: number | null | undefined): string => `fd-num--${signOf(value)}`;

/** The theme variable of each sign's colour (styles/theme.css), for what is not text: canvas bars, markers. */
export const SIGN_COLOUR_VAR: Record<Sign, string> = {
  up: '--fd-positive',
  down: '--fd-negative',
  flat: '--fd-muted',
};

/**
 * A theme colour as the canvas needs it (an rgb() string): custom properties hold light-dark() pairs, which only
 * an element's resolved colour settles for the current scheme.
 */
export function resolvedColour(cssVar: string, host: Element = document.documentElement): string {
  const probe = document.createElement('span');
  probe.style.color = `var(${cssVar})`;
  probe.style.display = 'none';
  host.appendChild(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}
