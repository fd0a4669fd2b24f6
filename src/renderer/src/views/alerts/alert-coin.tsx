import { useEffect, useState } from 'react';
import { CoinFinder, type PickedCoin } from '../../components/coin-finder';
import { useCurrency, useFolio } from '../../stores/folio-context';
import { useT } from '../../stores/i18n';

// The coin an alert is set on, found by name among every coin the service knows (not only the first page of its
// list, which holds the largest coins: a small coin the user holds is on none of them).

/**
 * The coin a panel opened the form with, named without a search: the coin's own read, through the cache (the
 * panel beside the form reads the same, so it is asked once). Until it answers, or if it cannot, the id stands in.
 */
function useInitialCoin(coinId: string | null): PickedCoin | null {
  const { api } = useFolio();
  const currency = useCurrency();
  const [named, setNamed] = useState<PickedCoin | null>(null);
  useEffect(() => {
    if (coinId === null) return;
    let live = true;
    void api.coins.get({ coinId, currency }).then((answer) => {
      if (live && answer.ok) setNamed(answer.value);
    });
    return () => {
      live = false;
    };
  }, [api, coinId, currency]);
  if (coinId === null) return null;
  return named?.id === coinId ? named : { id: coinId, name: coinId, symbol: '' };
}

/** The picked coin, and the name field the finder searches with. */
export function useAlertCoin(initialCoin: string | null) {
  const initial = useInitialCoin(initialCoin);
  // What the user picked or typed since the form opened; until then the coin a panel opened it with.
  const [chosen, setChosen] = useState<{ text: string; coin: PickedCoin | null } | null>(null);
  const coin = chosen ? chosen.coin : initial;
  const text = chosen ? chosen.text : (initial?.name ?? '');
  return {
    coin,
    text,
    /** Typing another name lets go of the picked coin: what is sent is what the field says. */
    type: (typed: string) => setChosen({ text: typed, coin: typed.trim() === coin?.name ? coin : null }),
    pick: (picked: PickedCoin) => setChosen({ text: picked.name, coin: picked }),
    /** Back to no coin (the target kind changed). */
    clear: () => setChosen({ text: '', coin: null }),
  };
}

export function AlertCoin({ coin }: { coin: ReturnType<typeof useAlertCoin> }) {
  const currency = useCurrency();
  const t = useT();
  return (
    <CoinFinder
      text={coin.text}
      currency={currency}
      picked={coin.coin}
      onPick={coin.pick}
      field={{ label: t('alerts.coin'), onText: coin.type }}
      bySymbol
    />
  );
}
