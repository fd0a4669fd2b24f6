import { createGainsClient, type GainsClient, type GainsPort } from '../../../shared/analytics/gains-channel';
import type { GainsReply } from '../../../shared/analytics/gains-job';

// The realized-gains job in a Web Worker: FIFO over 100,000 transactions takes more than a frame, so the screen's
// thread only sends pages and receives what it shows. Where there is no Worker (unit tests) or it fails to start,
// the same job runs in place behind the same interface (shared/analytics/gains-channel.ts).

function workerPort(reply: (r: GainsReply) => void, failed: () => void): GainsPort | null {
  if (typeof Worker === 'undefined') return null;
  let worker: Worker;
  try {
    worker = new Worker(new URL('./gains.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
  worker.addEventListener('message', (event: MessageEvent<GainsReply>) => reply(event.data));
  worker.addEventListener('error', failed);
  worker.addEventListener('messageerror', failed);
  return { post: (request) => worker.postMessage(request), close: () => worker.terminate() };
}

export type { GainsClient };

export const openGainsClient = (): GainsClient => createGainsClient(workerPort);
