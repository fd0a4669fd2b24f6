import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { hostApi } from './lib/api';
import './styles/theme.css';
import './styles/tokens.css';
import './styles/shell.css';
import './components/ui.css';
import './components/pay-per-request.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');
try {
  const api = hostApi();
  createRoot(root).render(
    <StrictMode>
      <App api={api} />
    </StrictMode>,
  );
} catch (error) {
  // Opened as a bare file or without its host: say so instead of showing a blank window.
  root.textContent = error instanceof Error ? error.message : String(error);
  root.className = 'fd-fatal';
}
