import { useMutation } from '@tanstack/react-query';
import { toast } from '../../ui/toast';
import { MESSAGES } from '../../../contract/messages';
import { unsubscribeThisDevice } from '../../lib/push-subscription';
import { clearSession } from '../../lib/session';
import { logout } from './api';

/**
 * Logout: this device's alerts off (server and browser), POST logout, then clear storage, go to /login
 * and reload (spec 1 §2 Top bar, §8). Alerts go first: they need the session logout ends.
 */
export function useSignOut() {
  return useMutation({
    mutationFn: async () => {
      await unsubscribeThisDevice();
      return logout();
    },
    onSuccess: () => {
      clearSession(true);
      window.location.assign('/login');
    },
    onError: () => toast.error(MESSAGES.logoutFailed),
  });
}
