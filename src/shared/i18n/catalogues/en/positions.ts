// The Positions view: its title; its cards (DeFi, risk, time machine) speak through the 'coverage' part.
export const enPositions = {
  'positions.title': 'Positions',
} as const;
