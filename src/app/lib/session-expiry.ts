import { SESSION_EXPIRY_REDIRECT_MS } from '../../contract/constants';
import { MESSAGES } from '../../contract/messages';

export interface SessionExpiryDeps {
  clear: () => void;
  toastError: (message: string) => void;
  goToLogin: () => void;
  schedule?: (fn: () => void, ms: number) => unknown;
}

/**
 * The end of a session (spec 1 §8): storage cleared, the red toast
 * 'Session Timeout, Please login again' once however many calls fail, then /login after 0.5 s.
 */
export function createSessionExpiryHandler(deps: SessionExpiryDeps) {
  let ending = false;
  const schedule = deps.schedule ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  return {
    handle(): void {
      if (ending) return;
      ending = true;
      deps.clear();
      deps.toastError(MESSAGES.sessionTimeout);
      schedule(() => {
        deps.goToLogin();
        ending = false;
      }, SESSION_EXPIRY_REDIRECT_MS);
    },
  };
}
