import type { BusinessType } from '../../../contract/merchant';
import { namedRoutePath } from '../../../contract/named-routes';
import { type AccountBanner, BANNER_TEXTS, dailyLimitText } from '../../../contract/rules';
import { ModeSwitch } from './mode-switch';
import { RouteLink } from './route-link';

export const TEST_MODE_TEXTS = {
  liveSwitch: (limit: string) => `Your account is in test mode. Daily transaction limit: ${limit}.`,
  inReview: 'Your account is in review while we process your documents. We will notify you when it is done.',
  submitInfo: 'Submit your business information to start accepting payments.',
} as const;

export interface AccountBannersProps {
  banners: readonly AccountBanner[];
  businessType: BusinessType | string | null;
  complianceStatus: string;
  currency: string;
  dailyLimit: number | null;
}

/** The account-state banners of spec 1 §4, most specific first. */
export function AccountBanners({ banners, businessType, complianceStatus, currency, dailyLimit }: AccountBannersProps) {
  if (banners.length === 0) return null;
  return (
    <div className="banners">
      {banners.map((banner) => {
        switch (banner.kind) {
          case 'rejected':
            return (
              <section key="rejected" className="banner" data-tone="danger" aria-label="Account rejected">
                <p>{banner.reason}</p>
                <RouteLink href={namedRoutePath('compliance')} className="button banner-action" data-variant="primary">
                  Re-upload Documents
                </RouteLink>
              </section>
            );
          case 'add-bank':
            return (
              <section key="add-bank" className="banner" data-tone="warning" aria-label="No bank account">
                <p>{BANNER_TEXTS.addBank}</p>
                <RouteLink
                  href={namedRoutePath('accounts-settlement')}
                  className="button banner-action"
                  data-variant="primary"
                >
                  Add a bank account
                </RouteLink>
              </section>
            );
          case 'za-validation':
            return (
              <section key="za" className="banner" data-tone="warning" aria-label="Account validation">
                <p>{BANNER_TEXTS.zaValidation}</p>
              </section>
            );
          case 'test-mode':
            return (
              <section key="test-mode" className="banner" data-tone="info" aria-label="Test mode">
                {banner.variant === 'live-switch' ? (
                  <>
                    <p>
                      {TEST_MODE_TEXTS.liveSwitch(dailyLimitText(businessType, complianceStatus, currency, dailyLimit))}
                    </p>
                    <ModeSwitch label="Live Mode" complianceStatus={complianceStatus} />
                  </>
                ) : banner.variant === 'in-review' ? (
                  <p>{TEST_MODE_TEXTS.inReview}</p>
                ) : (
                  <>
                    <p>{TEST_MODE_TEXTS.submitInfo}</p>
                    <RouteLink
                      href={namedRoutePath('compliance')}
                      className="button banner-action"
                      data-variant="primary"
                    >
                      Submit business information
                    </RouteLink>
                  </>
                )}
              </section>
            );
          default:
            return null;
        }
      })}
    </div>
  );
}
