// The command palette's model, free of React: what a command is, and how typed text ranks them. Ranking is by
// words: every word typed must start a word of the command's label or keywords ("ref port" finds "Refresh
// portfolio"), and earlier, tighter matches rank first.

export type CommandGroup = 'View' | 'Portfolio' | 'Wallet' | 'Coin' | 'Asset' | 'Pair' | 'Setting' | 'Action';

export interface Command {
  id: string;
  group: CommandGroup;
  label: string;
  /** Other words it answers to ("dark", "theme"). */
  keywords?: readonly string[];
  /** True for commands that ask the service and spend credits: their price is shown before they run. */
  spends?: boolean;
  run(): void;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');

/** A score for how well `query` names `command`; null when some typed word matches nothing. */
export function scoreCommand(command: Command, query: string): number | null {
  const typed = words(query);
  if (typed.length === 0) return 0;
  const label = words(command.label);
  const extra = (command.keywords ?? []).flatMap(words);
  let score = 0;
  for (const word of typed) {
    const inLabel = label.findIndex((candidate) => candidate.startsWith(word));
    if (inLabel >= 0) {
      score += 10 - Math.min(inLabel, 5) + (label[inLabel] === word ? 3 : 0);
      continue;
    }
    if (extra.some((candidate) => candidate.startsWith(word))) {
      score += 3;
      continue;
    }
    if (command.label.toLowerCase().includes(word)) {
      score += 1;
      continue;
    }
    return null;
  }
  return score;
}

const GROUP_ORDER: readonly CommandGroup[] = [
  'View',
  'Action',
  'Portfolio',
  'Wallet',
  'Coin',
  'Asset',
  'Pair',
  'Setting',
];

/** The commands that match, best first; with nothing typed, every command in group order. */
export function rankCommands(commands: readonly Command[], query: string, limit = 50): Command[] {
  return commands
    .map((command, index) => ({ command, index, score: scoreCommand(command, query) }))
    .filter((entry): entry is { command: Command; index: number; score: number } => entry.score !== null)
    .sort(
      (a, b) =>
        b.score - a.score ||
        GROUP_ORDER.indexOf(a.command.group) - GROUP_ORDER.indexOf(b.command.group) ||
        a.index - b.index,
    )
    .slice(0, limit)
    .map((entry) => entry.command);
}

/** Ctrl+K on Linux and Windows, Cmd+K on macOS; never with Shift or Alt (those belong to other shortcuts). */
export function isPaletteShortcut(
  e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
): boolean {
  return (e.ctrlKey || e.metaKey) && !e.shiftKey && !e.altKey && e.key.toLowerCase() === 'k';
}

/**
 * The manage actions. Both open a dialog in the Portfolios view that shows its price again before
 * anything is sent; `spends` puts the price in the palette too.
 */
export function manageCommands(open: (dialog: 'add-transaction' | 'sync') => void): Command[] {
  return [
    {
      id: 'action:add-transaction',
      group: 'Action',
      label: 'Add transaction…',
      keywords: ['buy', 'sell', 'transfer', 'manual', 'portfolio', 'trade'],
      spends: true,
      run: () => open('add-transaction'),
    },
    {
      id: 'action:sync-portfolio',
      group: 'Action',
      label: 'Sync portfolio…',
      keywords: ['wallet', 'exchange', 'update', 'refresh'],
      spends: true,
      run: () => open('sync'),
    },
  ];
}
