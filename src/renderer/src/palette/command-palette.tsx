import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type RefObject,
} from 'react';
import { CoinIcon } from '../components/coin-icon/coin-icon';
import { CostBadge, CostTag, useCostOf } from '../components/cost-badge';
import { focusView, restoreFocus } from '../components/palette-focus';
import { useRowsOutOfView, type RowsOutOfView } from '../components/use-rows-out-of-view';
import { isPaletteShortcut, rankCommands } from '../lib/palette';
import { useFolio, useFormat } from '../stores/folio-context';
import { useT, type Translate } from '../stores/i18n';
import type { CommandGroup } from '../lib/palette';
import type { MessageId } from '../../../shared/i18n/catalogues/en/index';
import { NO_QUERY } from '../stores/resource';
import { useCommands, type PaletteCommand, type PaletteView } from './palette-commands';
import { useKnownNames } from './palette-names';
import './command-palette.css';

// Ctrl/Cmd+K: jump to any view, portfolio, followed wallet, watched asset, pair or setting, and run the app's actions.
// Everything is reachable from the keyboard (a combobox over a listbox, as ARIA describes it); the number of
// matches is announced. An action that asks the service shows its price before it runs, like every button.

const GROUP_WORDS: Record<CommandGroup, MessageId> = {
  View: 'palette.group.view',
  Action: 'palette.group.action',
  Portfolio: 'palette.group.portfolio',
  Wallet: 'palette.group.wallet',
  Coin: 'palette.group.coin',
  Asset: 'palette.group.asset',
  Pair: 'palette.group.pair',
  Setting: 'palette.group.setting',
};

/** A row whose label is only the user's or the service's name for a thing (a portfolio, wallet, coin, asset). */
const namesData = (command: PaletteCommand) =>
  ['Portfolio', 'Wallet', 'Coin', 'Asset'].includes(command.group) && command.id !== 'portfolio:all';

function PaletteOption(props: {
  command: PaletteCommand;
  id: string;
  active: boolean;
  onPick: () => void;
  onHover: () => void;
}) {
  const { command } = props;
  const cost = useCostOf(command.calls ?? null);
  const t = useT();
  return (
    // The listbox is driven from the input (aria-activedescendant); a click picks too.
    <li
      id={props.id}
      role="option"
      aria-selected={props.active}
      className={`fd-palette-option${props.active ? ' fd-palette-option--active' : ''}`}
      onMouseDown={(e) => e.preventDefault()}
      onClick={props.onPick}
      onMouseMove={props.onHover}
    >
      <span className="fd-palette-group">{t(GROUP_WORDS[command.group])}</span>
      {command.coin && <CoinIcon url={command.coin.icon} symbol={command.coin.symbol} size={18} />}
      <span className="fd-palette-label" translate={namesData(command) ? 'no' : undefined}>
        {command.label}
      </span>
      {command.calls?.length === 0 ? (
        // Nothing is sent: a "free" badge in the one look of a price, its tooltip in the navigation link's words.
        <CostTag text={t('credits.free')} detail={t('cost.free')} />
      ) : command.calls ? (
        // A pick answered from the cache says so, as the navigation link and the picker's chips do.
        <CostBadge cost={cost} cached />
      ) : null}
    </li>
  );
}

/** The option a key moves to from `current`, the list's last index being `last`; undefined for other keys. */
function moveTo(key: string, current: number, last: number): number | undefined {
  const moves: Record<string, number> = {
    ArrowDown: current >= last ? 0 : current + 1,
    ArrowUp: current <= 0 ? last : current - 1,
    Home: 0,
    End: last,
    PageDown: Math.min(last, current + 8),
    PageUp: Math.max(0, current - 8),
  };
  return moves[key];
}

/**
 * Where focus goes when the palette closes: a command that opened a view leaves it on the view (`go` notes it);
 * Escape, or an action that stays on the view, gives it back to what the user was on.
 */
function usePaletteFocus(onClose: () => void) {
  // Read while the palette first renders, before its field takes focus: what the user was on.
  const [opener] = useState(() => document.activeElement);
  const picked = useRef(false);
  const navigated = useRef(false);
  useEffect(
    () => () => {
      if (!picked.current) restoreFocus(opener);
    },
    [opener],
  );
  const go = useCallback((hash: string, heading?: string) => {
    navigated.current = true;
    location.hash = hash;
    focusView(hash, heading);
  }, []);
  const pick = (command: PaletteCommand | undefined) => {
    if (!command) return;
    picked.current = true;
    onClose();
    navigated.current = false;
    command.run();
    if (!navigated.current) restoreFocus(opener);
  };
  return { go, pick };
}

/** Under the list: that nothing matches, how many more are below, and the keys. */
function PaletteHints(props: { query: string; count: number; outOfView: RowsOutOfView }) {
  const { outOfView } = props;
  const t = useT();
  const fmt = useFormat();
  const below = outOfView.below;
  return (
    <>
      {props.count === 0 ? (
        <p className="fd-hint">{t('palette.nothingMatches', { query: props.query })}</p>
      ) : null}
      {outOfView.scrolls ? (
        <p className="fd-hint fd-palette-more">
          {below > 0 ? t('palette.moreBelow', { count: below, n: fmt.count(below) }) : t('palette.endOfList')}
        </p>
      ) : null}
      <p className="fd-hint fd-palette-keys">{keysSentence(t)}</p>
    </>
  );
}

const MARK = '\u0001';

/** The keys line as one message, each key name put back as a <kbd> where the translation placed it. */
function keysSentence(t: Translate) {
  // Arrows are symbols; Enter and Esc are printed in the language's own words on its keyboards.
  const keys = ['↑', '↓', t('palette.keyEnter'), t('palette.keyEsc')];
  const [up, down, enter, esc] = keys.map((_, i) => `${MARK}${i}${MARK}`);
  const text = t('palette.keys', { up: up ?? '', down: down ?? '', enter: enter ?? '', esc: esc ?? '' });
  return text
    .split(new RegExp(`${MARK}(\\d)${MARK}`))
    .map((part, i) => (i % 2 === 1 ? <kbd key={i}>{keys[Number(part)]}</kbd> : part));
}

/** Opens the dialog as a modal once mounted, and reads the local lists its commands name (free). */
function useOpenPalette(dialog: RefObject<HTMLDialogElement | null>) {
  const { stores } = useFolio();
  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open && typeof el.showModal === 'function') el.showModal();
    // The local lists (followed wallets, watchlist) cost nothing to read.
    for (const local of [stores.wallet.list, stores.rwa.watchlist, stores.watchlist.coins]) {
      if (local.getState().query === null) void local.load(NO_QUERY);
    }
  }, [stores, dialog]);
}

function Palette({ views, onClose }: { views: readonly PaletteView[]; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const { go, pick } = usePaletteFocus(onClose);
  const commands = useCommands(views, go);
  const shown = rankCommands(commands, query);
  const base = useId();
  const listId = `${base}-list`;
  const optionId = (index: number) => `${base}-option-${index}`;
  const current = Math.min(active, Math.max(0, shown.length - 1));
  const outOfView = useRowsOutOfView(list);
  const t = useT();
  const fmt = useFormat();
  useOpenPalette(dialog);

  const onKeyDown = (e: ReactKeyboardEvent<HTMLInputElement>) => {
    const next = moveTo(e.key, current, shown.length - 1);
    if (next !== undefined && shown.length > 0) {
      e.preventDefault();
      setActive(next);
      document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
    } else if (e.key === 'Enter') {
      e.preventDefault();
      pick(shown[current]);
    }
  };

  return (
    <dialog
      ref={dialog}
      className="fd-dialog fd-palette"
      aria-label={t('palette.title')}
      onClose={onClose}
      onCancel={onClose}
    >
      <input
        className="fd-input fd-palette-input"
        role="combobox"
        aria-label={t('palette.field')}
        aria-expanded={shown.length > 0}
        aria-controls={listId}
        aria-activedescendant={shown.length > 0 ? optionId(current) : undefined}
        aria-autocomplete="list"
        autoFocus
        value={query}
        placeholder={t('palette.placeholder')}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
          // The first match is the chosen one again, so the list shows it.
          if (list.current) list.current.scrollTop = 0;
        }}
        onKeyDown={onKeyDown}
      />
      <p className="fd-visually-hidden" role="status">
        {shown.length === 0
          ? t('palette.noMatches')
          : t('palette.matches', { count: shown.length, n: fmt.count(shown.length) })}
      </p>
      <ul
        ref={list}
        id={listId}
        role="listbox"
        aria-label={t('palette.matchesList')}
        className="fd-palette-list"
      >
        {shown.map((command, index) => (
          <PaletteOption
            key={command.id}
            command={command}
            id={optionId(index)}
            active={index === current}
            onPick={() => pick(command)}
            onHover={() => setActive(index)}
          />
        ))}
      </ul>
      <PaletteHints query={query} count={shown.length} outOfView={outOfView} />
    </dialog>
  );
}

export type { PaletteView };

/** Mount once near the root: opens the palette on Ctrl/Cmd+K, from anywhere, even inside a field. */
export function CommandPalette({ views }: { views: readonly PaletteView[] }) {
  const [open, setOpen] = useState(false);
  // Names are learned while the views read them, palette open or not, so they outlive a restart.
  useKnownNames();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isPaletteShortcut(e)) return;
      e.preventDefault();
      setOpen((o) => !o);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return open ? <Palette views={views} onClose={() => setOpen(false)} /> : null;
}
