import { Loaded, type LoadedProps } from './loaded';

/** A card titled by its heading, holding one remote read: the card's name for screen readers is that title. */
export function LoadedCard<T, Q>({ title, ...loaded }: LoadedProps<T, Q> & { title: string }) {
  return (
    <section className="fd-card" aria-label={title}>
      <h3>{title}</h3>
      <Loaded {...loaded} />
    </section>
  );
}
