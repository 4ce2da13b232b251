import type { BusinessListEntry } from '../../../contract/merchant';
import { initialsOf } from '../../lib/initials';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { Spinner } from '../../ui/spinner';

export interface ChooseAccountStepProps {
  businesses: readonly BusinessListEntry[];
  pendingAccount: number | null;
  error: string | null;
  onChoose: (account: number) => void;
  onBack: () => void;
}

/** Step 2 of login when several businesses exist: the user chooses an account. */
export function ChooseAccountStep({ businesses, pendingAccount, error, onChoose, onBack }: ChooseAccountStepProps) {
  return (
    <div className="stack">
      <FormAlert>{error}</FormAlert>
      <ul className="choice-list" aria-label="Your businesses">
        {businesses.map((business) => (
          <li key={business.id}>
            <button
              type="button"
              className="choice"
              disabled={pendingAccount !== null}
              aria-busy={pendingAccount === business.id || undefined}
              onClick={() => onChoose(business.id)}
            >
              <span className="choice-avatar" aria-hidden="true">
                {initialsOf(business.business_name)}
              </span>
              <span className="choice-text">
                <span className="choice-title">{business.business_name}</span>
                {business.barter.merchant_id ? (
                  <span className="choice-meta">Merchant ID {business.barter.merchant_id}</span>
                ) : null}
              </span>
              {pendingAccount === business.id ? <Spinner label="Opening account" /> : null}
            </button>
          </li>
        ))}
      </ul>
      <Button variant="ghost" onClick={onBack} disabled={pendingAccount !== null}>
        Sign in with another email
      </Button>
    </div>
  );
}
