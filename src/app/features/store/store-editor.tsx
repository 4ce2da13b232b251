import { getFormProps, useForm } from '@conform-to/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import type * as v from 'valibot';
import type { StoreDetails } from '../../../contract/areas';
import { WALLET_CURRENCIES } from '../../../contract/codes';
import { majorToMinor } from '../../../contract/invoices';
import { SLUG_TAKEN, StoreForm, slugify } from '../../../contract/store';
import { LOGO_MAX_MB, STORE_IMAGE_MAX_MB } from '../../../contract/transfers';
import { minorToDecimalString } from '../../lib/money';
import { storeCategoriesQuery, uploadStoreImage, useSaveStore } from '../../queries/store';
import { Button } from '../../ui/button';
import { Panel } from '../../ui/detail-list';
import { EmptyState } from '../../ui/empty-state';
import { FormAlert } from '../../ui/form-alert';
import { FormSelect, FormTextArea, FormTextField } from '../../ui/form-fields';
import { ImageUploadField, type UploadedPicture } from '../../ui/image-upload-field';
import { QueryBoundary } from '../../ui/query-boundary';
import { Skeleton } from '../../ui/skeleton';
import { toast } from '../../ui/toast';
import { allProductsQuery, storeQuery } from './api';
import { StoreFrame } from './store-frame';
import type { StorePreviewStore } from './store-preview';
import './store-editor.css';
import { errorText } from '../../lib/error-text';
import { validateWith } from '../../lib/form-validation';

// The preview is its own chunk: only the store editor (and later the storefront) loads it.
const StorePreview = lazy(() => import('./store-preview').then((m) => ({ default: m.StorePreview })));

type Store = v.InferOutput<typeof StoreDetails>;
const typedMinor = (typed: string | undefined, empty: number | null) =>
  typed?.trim() ? (majorToMinor(typed.trim()) ?? empty) : empty;

/** store/manage: the store's details and shipping beside a live preview; sets the store up when there is none. */
export function StoreManageScreen() {
  return (
    <StoreFrame path="/dashboard/store/manage">
      <QueryBoundary what="your store" pending={<Skeleton lines={6} label="Loading your store" />}>
        <ManageStore />
      </QueryBoundary>
    </StoreFrame>
  );
}

function ManageStore() {
  const { data: store } = useSuspenseQuery(storeQuery());
  const [settingUp, setSettingUp] = useState(false);
  if (!store && !settingUp)
    return (
      <EmptyState
        title="Set up your store"
        action={<Button onClick={() => setSettingUp(true)}>Set up your store</Button>}
      >
        <p>Give your store a name and a link, choose its currency and shipping, then add products.</p>
      </EmptyState>
    );
  return <StoreEditor store={store ?? null} />;
}

function StoreEditor({ store }: { store: Store | null }) {
  const formId = useId();
  const save = useSaveStore();
  const [previewOpen, setPreviewOpen] = useState(false);
  // Saved pictures are public and shown from their address; a new one from a local copy until saved.
  const saved = (url: string | null | undefined): UploadedPicture | null => (url ? { url, src: url } : null);
  const [logo, setLogo] = useState(() => saved(store?.logo_url));
  const [banner, setBanner] = useState(() => saved(store?.banner_url));
  const [form, fields] = useForm({
    id: `store-${formId}`,
    defaultValue: store
      ? {
          name: store.name,
          slug: store.slug,
          description: store.description ?? '',
          currency: store.currency,
          contact_email: store.contact_email,
          contact_phone: store.contact_phone,
          shipping_fee: minorToDecimalString(store.shipping_fee),
          free_shipping_above:
            store.free_shipping_above === null ? '' : minorToDecimalString(store.free_shipping_above),
          delivery_time: store.delivery_time,
        }
      : { currency: 'NGN', shipping_fee: '0' },
    ...validateWith(StoreForm, { coerce: false }),
    onSubmit: (e, { submission }) => {
      e.preventDefault();
      if (submission?.status !== 'success') return;
      save.mutate(
        { ...submission.value, logo_url: logo?.url ?? null, banner_url: banner?.url ?? null },
        {
          onSuccess: () => toast.success(store ? 'Store saved.' : 'Your store is set up.'),
        },
      );
    },
  });
  const typed = (form.value ?? {}) as Partial<Record<keyof v.InferInput<typeof StoreForm>, string>>;
  const currency = typed.currency ?? store?.currency ?? 'NGN';
  const preview: StorePreviewStore = {
    name: typed.name ?? '',
    description: typed.description ?? '',
    currency,
    shipping_fee: typedMinor(typed.shipping_fee, 0) ?? 0,
    free_shipping_above: typedMinor(typed.free_shipping_above, null),
    delivery_time: typed.delivery_time ?? '',
    contact_email: typed.contact_email ?? '',
    contact_phone: typed.contact_phone ?? '',
    logo_src: logo?.src ?? null,
    banner_src: banner?.src ?? null,
  };
  const saveError = save.isError ? errorText(save.error) : null;
  const link = `${window.location.origin}/store/${typed.slug || '…'}`;
  // A link suggested from the name while the merchant has not chosen one.
  const suggested = slugify(typed.name ?? '');

  return (
    <div className="store-editor" data-preview-open={previewOpen}>
      <form {...getFormProps(form)} className="store-editor-form">
        <FormAlert>{saveError}</FormAlert>
        <Panel title="Store details">
          <div className="store-fields">
            <FormTextField field={fields.name} label="Store name" />
            <FormTextField
              field={fields.slug}
              label="Store link"
              description={
                typed.slug || !suggested
                  ? `Customers visit ${link}`
                  : `Customers visit this link. For example: ${suggested}`
              }
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              error={saveError === SLUG_TAKEN ? SLUG_TAKEN : undefined}
            />
            <FormSelect
              field={fields.currency}
              label="Currency"
              options={WALLET_CURRENCIES.map((c) => ({ value: c, label: c }))}
            />
          </div>
          <FormTextArea field={fields.description} label="Description" />
          <div className="store-fields">
            <ImageUploadField
              label="Store logo"
              description={`PNG, JPEG or WebP, up to ${LOGO_MAX_MB} MB. Shown at the top of your store.`}
              src={logo?.src ?? null}
              previewAlt="Store logo"
              previewClassName="store-logo-preview"
              maxMb={LOGO_MAX_MB}
              upload={(file) => uploadStoreImage(file, 'store_logo')}
              onChange={setLogo}
              uploadingText="Uploading the logo…"
              removeLabel="Remove logo"
            />
            <ImageUploadField
              label="Store banner"
              description={`PNG, JPEG or WebP, up to ${STORE_IMAGE_MAX_MB} MB. A wide picture (3:1) above your products.`}
              src={banner?.src ?? null}
              previewAlt="Store banner"
              previewClassName="store-banner-preview"
              maxMb={STORE_IMAGE_MAX_MB}
              upload={(file) => uploadStoreImage(file, 'store_banner')}
              onChange={setBanner}
              uploadingText="Uploading the banner…"
              removeLabel="Remove banner"
            />
          </div>
        </Panel>
        <Panel title="Contact">
          <div className="store-fields">
            <FormTextField field={fields.contact_email} type="email" label="Contact email" autoComplete="email" />
            <FormTextField field={fields.contact_phone} type="tel" label="Contact phone" autoComplete="tel" />
          </div>
        </Panel>
        <Panel title="Shipping">
          <div className="store-fields">
            <FormTextField field={fields.shipping_fee} label={`Shipping fee (${currency})`} inputMode="decimal" />
            <FormTextField
              field={fields.free_shipping_above}
              label={`Free shipping above (${currency})`}
              description="Orders of this amount or more ship free. Leave empty to always charge."
              inputMode="decimal"
            />
            <FormTextField
              field={fields.delivery_time}
              label="Delivery time"
              description="For example: 2-4 working days"
            />
          </div>
        </Panel>
        <div className="store-editor-actions">
          <Button
            variant="secondary"
            className="store-preview-toggle"
            aria-expanded={previewOpen}
            aria-controls={`${formId}-preview`}
            onClick={() => setPreviewOpen((open) => !open)}
          >
            {previewOpen ? 'Hide preview' : 'Preview'}
          </Button>
          <Button type="submit" isPending={save.isPending}>
            {store ? 'Save store' : 'Create store'}
          </Button>
        </div>
      </form>
      <section id={`${formId}-preview`} className="store-editor-preview" aria-label="Store preview">
        <Suspense fallback={<Skeleton lines={6} label="Loading the preview" />}>
          {store ? (
            // The products are extra to the preview: it shows the store without them until they come.
            <QueryBoundary
              what="your products"
              pending={<StorePreview store={preview} products={[]} categories={[]} />}
              failed={() => <StorePreview store={preview} products={[]} categories={[]} />}
            >
              <PreviewWithProducts store={preview} />
            </QueryBoundary>
          ) : (
            <StorePreview store={preview} products={[]} categories={[]} />
          )}
        </Suspense>
      </section>
    </div>
  );
}

function PreviewWithProducts({ store }: { store: StorePreviewStore }) {
  const products = useSuspenseQuery(allProductsQuery()).data.products;
  const categories = useSuspenseQuery(storeCategoriesQuery()).data.categories;
  return <StorePreview store={store} products={products} categories={categories} />;
}
