import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { initI18n } from './i18n';
import { registerServiceWorker } from './pwa';
import { pruneLocalMatches } from './store';
import './styles.css';

pruneLocalMatches();
// Render once the chosen language's texts are in (English is in this chunk; Japanese is fetched).
void initI18n().finally(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
// After the page's own downloads: the service worker then fetches the rest of the app for offline use.
if (document.readyState === 'complete') registerServiceWorker();
else window.addEventListener('load', () => registerServiceWorker(), { once: true });
