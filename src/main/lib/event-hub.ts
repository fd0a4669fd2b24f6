import type { EventName, EventPayload, EventSink } from '../../shared/contract';

/** Main-to-renderer events fanned out to every subscribed host (the window, the web bridge, the tray). */
export function createEventHub() {
  const sinks = new Set<EventSink>();
  const emit: EventSink = <E extends EventName>(event: E, payload: EventPayload<E>) => {
    for (const sink of sinks) sink(event, payload);
  };
  const subscribe = (sink: EventSink) => {
    sinks.add(sink);
    return () => sinks.delete(sink);
  };
  return { emit, subscribe, clear: () => sinks.clear() };
}
