import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useEffect, useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from '../../ui/overlays';
import { toast } from '../../ui/toast';
import { PCIDSS_FEE } from '../../../contract/analytics';
import { endpoints } from '../../../contract/endpoints';
import { analyticsEndpoints } from '../../../contract/analytics-endpoints';
import { type AnswerMeta, call, isApiError } from '../../lib/api-client';
import { PREFERENCE_SAVED } from '../../../contract/merchant';
import { formatMoney } from '../../lib/money';
import { Button } from '../../ui/button';
import { useActionKey } from '../../lib/idempotency-key';
import { preferencesQuery } from '../../queries/preferences';
import { QueryBoundary } from '../../ui/query-boundary';

const errorText = (error: unknown) => (isApiError(error) ? error.message : 'Something went wrong. Please try again.');

/**
 * PCI-DSS certification for travel agencies (spec 1 §2): the server marks them with the done_pcidss
 * preference at 0. Get Certified pays the fee on the card checkout; Not for me sets done_pcidss 1.
 */
export function PcidssBanner({ returnedRef }: { returnedRef: string | undefined }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [merchantId, setMerchantId] = useState<string | null>(null);

  const dismiss = useMutation({
    mutationFn: async () => {
      const meta: AnswerMeta = {};
      await call(endpoints.setPreference, { body: { setting: 'done_pcidss', value: '1' }, meta });
      return meta.message;
    },
    onSuccess: (message) => {
      // 'Settings updated successfully' (spec 2 §8): the server's words.
      toast.success(message || PREFERENCE_SAVED);
      return queryClient.invalidateQueries({ queryKey: ['preferences'] });
    },
    onError: (error) => toast.error(errorText(error)),
  });
  const action = useActionKey();
  const checkout = useMutation({
    mutationFn: () => call(analyticsEndpoints.pcidssCheckout, { idempotencyKey: action.key }),
    onSuccess: (answer) => window.location.assign(answer.checkout_url),
    onError: (error) => toast.error(errorText(error)),
  });
  const lookup = useMutation({
    mutationFn: (ref: string) => call(analyticsEndpoints.pcidssMerchantId, { body: { ref } }),
    onSuccess: (answer) => setMerchantId(answer.merchant_id),
    onError: (error) => toast.error(errorText(error)),
  });

  // Back from the checkout with the payment's reference: ask for the merchant id once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per returned reference.
  useEffect(() => {
    if (returnedRef) lookup.mutate(returnedRef);
  }, [returnedRef]);

  const close = () => {
    setMerchantId(null);
    dismiss.mutate();
    void navigate({
      to: '.',
      search: ((prev: Record<string, unknown>) => ({ ...prev, pcidss_ref: undefined })) as never,
      replace: true,
    });
  };

  return (
    <>
      {merchantId ? null : (
        // The banner is extra to the overview: nothing shows until the preferences say it is due.
        <QueryBoundary what="the PCI-DSS certification" pending={null} failed={() => null}>
          <WhenCertificationDue>
            <section className="pcidss-banner" aria-labelledby="pcidss-title">
              <h2 id="pcidss-title" className="panel-title">
                Get PCI-DSS certified
              </h2>
              <p>
                Travel agencies that take cards must be PCI-DSS certified. The certification fee is{' '}
                {formatMoney(PCIDSS_FEE.amount, PCIDSS_FEE.currency)}.
              </p>
              <div className="row">
                <Button onClick={() => checkout.mutate()} isPending={checkout.isPending}>
                  Get Certified
                </Button>
                <Button variant="secondary" onClick={() => dismiss.mutate()} isPending={dismiss.isPending}>
                  Not for me
                </Button>
              </div>
            </section>
          </WhenCertificationDue>
        </QueryBoundary>
      )}
      <ModalOverlay
        isOpen={merchantId !== null}
        onOpenChange={(open) => !open && close()}
        className="pcidss-dialog-overlay"
      >
        <Modal className="pcidss-dialog">
          <Dialog aria-labelledby="pcidss-success" className="stack">
            <Heading id="pcidss-success" slot="title" className="dialog-title">
              Payment Successful
            </Heading>
            <p>Use this merchant ID on the certification platform:</p>
            <p className="merchant-id" data-testid="pcidss-merchant-id">
              {merchantId}
            </p>
            <div className="row">
              <Button
                onClick={() => {
                  void navigator.clipboard?.writeText(merchantId ?? '').then(
                    () => toast.success('Merchant ID copied'),
                    () => toast.error('Could not copy: select the ID and copy it yourself'),
                  );
                }}
              >
                Copy merchant ID
              </Button>
              <Button variant="secondary" onClick={close}>
                Done
              </Button>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}

/** Its children while the business is marked as due for certification (done_pcidss at 0). */
function WhenCertificationDue({ children }: { children: ReactNode }) {
  const preferences = useSuspenseQuery(preferencesQuery()).data;
  const due = preferences.find((p) => p.setting_name === 'done_pcidss')?.preference_value === '0';
  return due ? children : null;
}
