// Runs a renderer Web Worker module (TypeScript) in a Node worker thread: its `self` posts to and hears from the
// thread's parent, as a dedicated worker's does with its page. The module's path comes in workerData.
import { parentPort, workerData } from 'node:worker_threads';
import { register as registerCjs } from 'tsx/cjs/api';
import { register } from 'tsx/esm/api';

globalThis.self = {
  postMessage: (message) => parentPort.postMessage(message),
  set onmessage(listener) {
    parentPort.on('message', (data) => listener({ data }));
  },
};
register();
registerCjs();
await import(workerData.module);
