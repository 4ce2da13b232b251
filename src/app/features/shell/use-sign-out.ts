import { useMutation } from '@tanstack/react-query';
import { toast } from '../../ui/toast';
import { MESSAGES } from '../../../contract/messages';
import { clearSession } from '../../lib/session';
import { logout } from './api';

/** Logout: POST logout, then clear storage, go to /login and reload (spec 1 §2 Top bar, §8). */
export function useSignOut() {
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      clearSession(true);
      window.location.assign('/login');
    },
    onError: () => toast.error(MESSAGES.logoutFailed),
  });
}
