import { useWhiteLabel } from '../../lib/whitelabel';
import { InfoTip } from '../../ui/info-tip';

/** Why a BVN is asked for, with the secure footer: the number is checked, never used to move money. */
export function BvnTip() {
  const { productName } = useWhiteLabel();
  return (
    <InfoTip label="Why we ask for a BVN" securedBy={productName}>
      Your Bank Verification Number confirms the name on the account. It is checked with your bank once and never used
      to move money or see your balance.
    </InfoTip>
  );
}
