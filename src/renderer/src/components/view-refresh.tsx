import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { readIfUnread, reloadKinds, useFolio } from '../stores/folio-context';
import { kindsOfView } from '../stores/on-screen';

// The "Refresh data" setting, in the renderer's part: a view that opens again is read again through the cache
// (an old answer shows at once and main refreshes it unless the policy is "Only when I ask"), and under "Every few
// minutes" the view on screen is read again at that interval. Views not on screen are left alone. While the service
// is offline the interval reads nothing: main answers from the cache anyway, and the return online is announced
// with a data:changed push that reads what is on screen again.

export function useViewRefresh(view: string): void {
  const { stores } = useFolio();
  const policy = useStore(stores.settings.settings, (s) => s.value?.refreshPolicy ?? 'on-open');
  const minutes = useStore(stores.settings.settings, (s) => s.value?.refreshIntervalMinutes ?? 15);
  const opened = useRef(false);

  useEffect(() => {
    stores.onScreen.setState({ view });
    // The first view loads itself when it mounts; one the user comes back to is read again, whole when a mode
    // switch cleared it while another view was on screen.
    if (!readIfUnread(stores, view) && opened.current) void reloadKinds(stores, kindsOfView(view));
    opened.current = true;
  }, [stores, view]);

  useEffect(() => {
    if (policy !== 'interval') return;
    const timer = setInterval(() => {
      if (!stores.connectivity.getState().state.online) return;
      void reloadKinds(stores, kindsOfView(view));
    }, minutes * 60_000);
    return () => clearInterval(timer);
  }, [stores, view, policy, minutes]);
}
