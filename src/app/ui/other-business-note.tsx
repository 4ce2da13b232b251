import { storage } from '../lib/storage';
import { FormAlert } from './form-alert';

/** An alert's ?account= names another business than the one signed in to on this device. */
export function isOtherBusiness(account: number | undefined): boolean {
  const current = storage.get('userAccountID');
  return account !== undefined && current !== null && account !== current;
}

/**
 * A push or a mail names the business it was about (?account=). Signed in to another of the user's
 * businesses, the screen says so and how to get there, rather than "not found".
 */
export function OtherBusinessNote({ account, what }: { account: number | undefined; what: string }) {
  if (!isOtherBusiness(account)) return null;
  return (
    <FormAlert tone="info">
      This alert was for another of your businesses. Switch business from the account menu to see {what}.
    </FormAlert>
  );
}
