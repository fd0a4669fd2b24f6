import { useEffect } from 'react';
import { useFolio } from '../../../../src/renderer/src/stores/folio-context';
import { NO_QUERY } from '../../../../src/renderer/src/stores/resource';
import { ManageBar } from '../../../../src/renderer/src/views/portfolios/manage/manage-bar';

/** The manage bar as Portfolios shows it with the wallet portfolio `w1` selected: its list and holdings read. */
export function ManageScreen() {
  const { stores } = useFolio();
  useEffect(() => {
    stores.portfolio.ui.setState({ selectedId: 'w1' });
    void stores.portfolio.list.load(NO_QUERY);
    void stores.portfolio.coins.load({ portfolioId: 'w1', currency: 'USD' });
  }, [stores]);
  return <ManageBar />;
}
