import { cleanup } from '@testing-library/react';
import type { PortfolioSummary } from '../../../../src/shared/domain/portfolio';
import { closeManage, forgetSaved } from '../../../../src/renderer/src/views/portfolios/manage/manage-requests';
import { refusedTypes } from '../../../../src/renderer/src/views/portfolios/manage/refused-types';

// What the manage bar's tests share: a wallet portfolio to manage, and a clean slate after each test (the open
// dialog, the types refused and what the profile kept are module and storage state).

export const ledger: PortfolioSummary = {
  portfolioId: 'w1',
  portfolioName: 'Ledger',
  portfolioType: 'wallet',
  shared: false,
  hasPasscode: false,
};

export function resetManage(): void {
  cleanup();
  closeManage();
  forgetSaved();
  refusedTypes.setState({}, true);
  localStorage.clear();
}
