import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { toast } from './ui/toast';
import { setUnauthorizedHandler } from './lib/api-client';
import { captureInstallPrompt, registerServiceWorker } from './lib/pwa';
import { clearSession } from './lib/session';
import { describeQueueItem, startWorkerBridge } from './lib/worker-bridge';
import { createSessionExpiryHandler } from './lib/session-expiry';
import { persistOptions } from './lib/query-persistence';
import { clearSessionQueries, createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { updateToastPrompt } from './ui/pwa/update-toast';
import './ui/tokens.css';
import './ui/ui.css';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

const sessionExpiry = createSessionExpiryHandler({
  clear: () => {
    clearSession(true);
    clearSessionQueries(queryClient);
  },
  toastError: (message) => toast.error(message),
  goToLogin: () => {
    void router.navigate({ to: '/login' });
  },
});
setUnauthorizedHandler(() => sessionExpiry.handle());

// The browser's install offer can come before any screen with an install button: keep it from the start.
captureInstallPrompt();
registerServiceWorker(updateToastPrompt);
// The offline approval queue's outcomes and notification clicks (issue 6 §5, §7).
startWorkerBridge({
  onNavigate: (path) => void router.navigate({ href: path }),
  onOutcomes: (finished, needSignIn) => {
    for (const item of [...finished, ...needSignIn]) {
      const { tone, text } = describeQueueItem(item);
      if (tone === 'error') toast.error(text);
      else if (tone === 'success') toast.success(text);
      else toast(text);
    }
    if (finished.length > 0) void queryClient.invalidateQueries({ queryKey: ['transfers'] });
  },
});

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={persistOptions()}
      // Restored figures show at once, but count as stale: the screens refetch them (or get the worker's copy).
      onSuccess={() => queryClient.invalidateQueries({ predicate: () => true })}
    >
      <RouterProvider router={router} />
    </PersistQueryClientProvider>
  </StrictMode>,
);
