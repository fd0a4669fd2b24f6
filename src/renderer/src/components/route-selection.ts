import { useEffect, useRef } from 'react';
import { parseRoute, rwaHash, type Route } from '../lib/route';
import { useFolio } from '../stores/folio-context';

// An RWA asset's address (#rwa/gold) and the RWA view's open asset follow each other: opening an asset in the view
// gives it its address (so Back returns to the list), and an address names the asset the view opens.

const routeKey = (route: Route): string =>
  route.kind === 'view' ? route.view : route.kind === 'coin' ? `coin/${route.coinId}` : `rwa/${route.rwaId}`;

export function useRouteSelection(route: Route): void {
  const { stores } = useFolio();
  const rwaUi = stores.rwa.ui;
  const previous = useRef<Route | null>(null);
  const key = routeKey(route);

  useEffect(() => {
    const was = previous.current;
    previous.current = route;
    const { selectedId } = rwaUi.getState();
    if (route.kind === 'rwa') {
      if (selectedId !== route.rwaId) rwaUi.setState({ selectedId: route.rwaId });
    } else if (route.kind === 'view' && route.view === 'rwa' && selectedId !== null) {
      if (was?.kind === 'rwa') {
        // Back from an asset's address: the list.
        rwaUi.setState({ selectedId: null });
      } else {
        // The view opened on the asset left open: the address says which, without a second history entry.
        history.replaceState(history.state, '', rwaHash(selectedId));
        window.dispatchEvent(new HashChangeEvent('hashchange'));
      }
    }
    // The route is read whole through its key: a new object for the same address is no change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, rwaUi]);

  useEffect(
    () =>
      rwaUi.subscribe((state, prev) => {
        if (state.selectedId === prev.selectedId) return;
        const shown = parseRoute(location.hash);
        const onRwa = shown.kind === 'rwa' || (shown.kind === 'view' && shown.view === 'rwa');
        if (!onRwa) return;
        const target = state.selectedId === null ? '#rwa' : rwaHash(state.selectedId);
        if (location.hash !== target) location.hash = target;
      }),
    [rwaUi],
  );
}
