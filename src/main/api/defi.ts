import { apiCall } from './schemas/common';
import { defiResponse } from './schemas/defi';
import { forTarget, type PortfolioTarget } from './portfolio';

// GET /portfolio/defi: the DeFi positions of all own portfolios, one, or a shared one. Dear (200 credits in the
// reference, 400 on the documentation's page; the meter records what the service actually charged): the read
// table confirms it first and never runs it by itself.

export const defiCalls = {
  positions: (target: PortfolioTarget) =>
    apiCall(forTarget(target, '/portfolio/defi', 'GET /portfolio/defi', {}), defiResponse),
};
