import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { createApi } from './create-api';

// The Electron preload (STYLE.md rule 2): exposes the narrow typed window.api and nothing else. It runs
// sandboxed, so it is bundled into one CommonJS file whose only require is 'electron'.

const api = createApi({
  invoke: (channel, input) => ipcRenderer.invoke(channel, input),
  subscribe(event, listener) {
    // The Electron event carries the sender and ports; the page gets the payload alone.
    const forward = (_event: IpcRendererEvent, payload: unknown) => listener(payload);
    ipcRenderer.on(event, forward);
    return () => {
      ipcRenderer.removeListener(event, forward);
    };
  },
});

contextBridge.exposeInMainWorld('api', api);
