import { toast } from '../toast';
import type { UpdatePrompt } from '../../lib/pwa';

export const UPDATE_TOAST_TEXT = 'A new version of the dashboard is available.';
const UPDATE_TOAST_ID = 'app-update';

/** Offers the new version in a toast that stays until answered; 'Reload' switches to it. */
export const updateToastPrompt: UpdatePrompt = {
  offer: (reload) => {
    toast(UPDATE_TOAST_TEXT, {
      id: UPDATE_TOAST_ID,
      duration: Number.POSITIVE_INFINITY,
      description: 'Reload to use it. Save what you are typing first.',
      action: { label: 'Reload', onClick: reload },
    });
  },
};
