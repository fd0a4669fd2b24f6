// A stand-in for the 'electron' module, loaded in place of the real one when the built main bundle runs in plain
// Node (see run-electron-main.mjs). It records what the host asks Electron to do; it decides nothing itself.
'use strict';

const record = {
  singleInstanceLock: 0,
  quit: 0,
  exit: [],
  appEvents: [],
  windows: [],
  ipcChannels: [],
  menus: [],
  trays: [],
  sent: [],
  openExternal: [],
  errorBoxes: [],
};
const ipcHandlers = new Map();
const permission = { request: null, check: null };
let windowCreated;
const whenWindow = new Promise((resolve) => (windowCreated = resolve));

function emitter() {
  const handlers = new Map();
  return {
    handlers,
    on(event, handler) {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
      return this;
    },
    once(event, handler) {
      return this.on(event, handler);
    },
    emit(event, ...args) {
      for (const handler of handlers.get(event) ?? []) handler(...args);
    },
  };
}

const app = Object.assign(emitter(), {
  requestSingleInstanceLock() {
    record.singleInstanceLock += 1;
    return process.env.FAKE_LOCK_TAKEN !== '1';
  },
  whenReady: () => Promise.resolve(),
  getPath: (name) => {
    if (name !== 'userData') throw new Error(`unexpected getPath(${name})`);
    return process.env.FAKE_USER_DATA;
  },
  getVersion: () => '0.1.0',
  getLocale: () => 'en-US',
  quit() {
    record.quit += 1;
  },
  exit(code) {
    record.exit.push(code);
  },
});
const appOn = app.on;
app.on = function (event, handler) {
  record.appEvents.push(event);
  return appOn.call(this, event, handler);
};

class BrowserWindow {
  constructor(options) {
    Object.assign(this, emitter());
    this.options = options;
    this.state = { loaded: null, shown: false, hidden: false };
    this.webContents = Object.assign(emitter(), {
      windowOpenHandler: null,
      setWindowOpenHandler(handler) {
        this.windowOpenHandler = handler;
      },
      send(channel, payload) {
        record.sent.push({ channel, payload });
      },
    });
    record.windows.push(this);
    windowCreated(this);
  }
  loadFile(file) {
    this.state.loaded = { file };
    return Promise.resolve();
  }
  loadURL(url) {
    this.state.loaded = { url };
    return Promise.resolve();
  }
  show() {
    this.state.shown = true;
    this.state.hidden = false;
  }
  hide() {
    this.state.hidden = true;
    this.state.shown = false;
  }
  focus() {}
  restore() {}
  isMinimized() {
    return false;
  }
  isDestroyed() {
    return false;
  }
}

class Tray {
  constructor(image) {
    Object.assign(this, emitter());
    this.image = image;
    this.tooltip = null;
    this.menu = null;
    record.trays.push(this);
  }
  setToolTip(text) {
    this.tooltip = text;
  }
  setContextMenu(menu) {
    this.menu = menu;
  }
  destroy() {}
}

module.exports = {
  app,
  BrowserWindow,
  Tray,
  ipcMain: {
    handle(channel, listener) {
      record.ipcChannels.push(channel);
      ipcHandlers.set(channel, listener);
    },
    removeHandler(channel) {
      ipcHandlers.delete(channel);
    },
  },
  Menu: {
    buildFromTemplate: (template) => ({ template }),
    setApplicationMenu(menu) {
      record.menus.push(menu);
    },
  },
  nativeImage: { createFromPath: (path) => ({ path }) },
  nativeTheme: { themeSource: 'system', shouldUseDarkColors: false },
  session: {
    defaultSession: {
      setPermissionRequestHandler(handler) {
        permission.request = handler;
      },
      setPermissionCheckHandler(handler) {
        permission.check = handler;
      },
    },
  },
  shell: {
    openExternal(url) {
      record.openExternal.push(url);
      return Promise.resolve();
    },
  },
  dialog: {
    showErrorBox(title, message) {
      record.errorBoxes.push({ title, message });
    },
  },
  /** For the runner: what was recorded, and the handlers the host installed. */
  fake: { record, ipcHandlers, permission, whenWindow },
};
