import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { toast } from 'sonner';
import { setUnauthorizedHandler } from './lib/api-client';
import { captureInstallPrompt, registerServiceWorker } from './lib/pwa';
import { clearSession } from './lib/session';
import { createSessionExpiryHandler } from './lib/session-expiry';
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

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
