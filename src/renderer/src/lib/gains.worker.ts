import { createGainsJob, type GainsRequest } from '../../../shared/analytics/gains-job';

// The realized-gains job in its own thread (gains-client.ts starts it): it answers each request in turn.

const job = createGainsJob();
// The page's types describe a window; in a worker `self` posts without a target origin.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<GainsRequest>) => void) | null;
  postMessage(message: unknown): void;
};
scope.onmessage = (event) => {
  const reply = job.handle(event.data);
  if (reply) scope.postMessage(reply);
};
