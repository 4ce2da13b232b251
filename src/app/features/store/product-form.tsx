import { getFormProps, useForm } from '@conform-to/react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { WALLET_CURRENCIES } from '../../../contract/codes';
import { PRODUCT_STATUS_LABELS, ProductForm as ProductFormSchema, type StoreProduct } from '../../../contract/store';
import { STORE_HEADINGS } from './headings';
import { minorToDecimalString } from '../../lib/money';
import { storeCategoriesQuery, storeProductDetailQuery, useSaveProduct } from '../../queries/store';
import { Button } from '../../ui/button';
import { Panel } from '../../ui/detail-list';
import { EmptyState } from '../../ui/empty-state';
import { FormAlert } from '../../ui/form-alert';
import { FormSelect, FormTextArea, FormTextField } from '../../ui/form-fields';
import { PageHeader } from '../../ui/page-header';
import { QueryBoundary } from '../../ui/query-boundary';
import { Skeleton } from '../../ui/skeleton';
import { toast } from '../../ui/toast';
import { storeQuery } from './api';
import { type ProductPicture, ProductImagesField } from './product-images-field';
import './store-editor.css';
import { errorText } from '../../lib/error-text';
import { validateWith } from '../../lib/form-validation';

const back = <Link to="/dashboard/store/products">← All products</Link>;

/** store/products/create: needs the store (products are sold there) and its categories. */
export function ProductCreateScreen() {
  const heading = STORE_HEADINGS['/dashboard/store/products/create'];
  return (
    <div className="screen">
      <PageHeader {...heading} back={back} />
      <QueryBoundary what="your store" pending={<Skeleton lines={6} label="Loading your store" />}>
        <NewProduct />
      </QueryBoundary>
    </div>
  );
}

function NewProduct() {
  const { data: store } = useSuspenseQuery(storeQuery());
  if (!store)
    return (
      <EmptyState
        title="Set up your store first"
        action={
          <Link className="button" data-variant="primary" to="/dashboard/store/manage">
            Set up your store
          </Link>
        }
      >
        <p>Products are sold in your store: give it a name and a link, then add products.</p>
      </EmptyState>
    );
  return <ProductForm currency={store.currency} />;
}

/** store/products/edit/{id} */
export function ProductEditScreen({ id }: { id: string }) {
  const numeric = /^\d{1,10}$/.test(id) ? Number(id) : null;
  const heading = STORE_HEADINGS['/dashboard/store/products/edit/$id'];
  let body: React.ReactNode;
  if (numeric === null)
    body = (
      <EmptyState title="This product could not be found">
        <p>Check the link, or open the product from your products.</p>
      </EmptyState>
    );
  else
    body = (
      <QueryBoundary what="the product" pending={<Skeleton lines={6} label="Loading the product" />}>
        <EditedProduct id={numeric} />
      </QueryBoundary>
    );
  return (
    <div className="screen">
      <PageHeader {...heading} back={back} />
      {body}
    </div>
  );
}

function EditedProduct({ id }: { id: number }) {
  const { data: product } = useSuspenseQuery(storeProductDetailQuery(id));
  return <ProductForm product={product} currency={product.currency} />;
}

function ProductForm({ product, currency: defaultCurrency }: { product?: StoreProduct; currency: string }) {
  const formId = useId();
  const navigate = useNavigate();
  const save = useSaveProduct(product?.id ?? null);
  const categories = useQuery(storeCategoriesQuery());
  // Saved pictures are public: shown from their address; new ones from a local copy until saved.
  const [pictures, setPictures] = useState<ProductPicture[]>(
    () => product?.images.map((i) => ({ url: i.url, src: i.url, alt: i.alt })) ?? [],
  );
  const [form, fields] = useForm({
    id: `product-${formId}`,
    defaultValue: product
      ? {
          name: product.name,
          description: product.description,
          price: minorToDecimalString(product.price),
          compare_at_price: product.compare_at_price === null ? '' : minorToDecimalString(product.compare_at_price),
          currency: product.currency,
          stock: String(product.stock),
          sku: product.sku,
          category_id: product.category_id === null ? '' : String(product.category_id),
          status: product.status,
        }
      : { currency: defaultCurrency, stock: '0', status: 'published', category_id: '' },
    ...validateWith(ProductFormSchema, { coerce: false }),
    onSubmit: (e, { submission }) => {
      e.preventDefault();
      if (submission?.status !== 'success') return;
      const images = pictures.map((p) => ({ url: p.url, alt: p.alt.trim() }));
      save.mutate(
        { ...submission.value, images },
        {
          onSuccess: (saved) => {
            toast.success(product ? 'Product saved.' : 'Product created.');
            void navigate({ to: '/dashboard/store/products/$id', params: { id: String(saved.id) } });
          },
        },
      );
    },
  });
  const currency = (form.value as { currency?: string } | undefined)?.currency ?? defaultCurrency;
  const categoryOptions = (categories.data?.categories ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  return (
    <form {...getFormProps(form)} className="store-editor-form">
      <FormAlert>{save.isError ? errorText(save.error) : null}</FormAlert>
      <Panel title="Product">
        <div className="store-fields">
          <FormTextField field={fields.name} label="Product name" />
          <FormTextField
            field={fields.sku}
            label="SKU"
            description="Your own stock code (optional)."
            autoCapitalize="characters"
          />
        </div>
        <FormTextArea field={fields.description} label="Description" />
      </Panel>
      <Panel title="Images">
        <ProductImagesField
          pictures={pictures}
          onChange={setPictures}
          productName={(form.value as { name?: string } | undefined)?.name ?? product?.name ?? ''}
        />
      </Panel>
      <Panel title="Price and stock">
        <div className="store-fields">
          <FormTextField field={fields.price} label={`Price (${currency})`} inputMode="decimal" />
          <FormTextField
            field={fields.compare_at_price}
            label={`Compare-at price (${currency})`}
            description="The former price, shown struck through (optional)."
            inputMode="decimal"
          />
          <FormSelect
            field={fields.currency}
            label="Currency"
            options={WALLET_CURRENCIES.map((c) => ({ value: c, label: c }))}
          />
          <FormTextField
            field={fields.stock}
            label="Stock"
            description="0 shows the product as Out of stock."
            inputMode="numeric"
          />
        </div>
      </Panel>
      <Panel title="In the store">
        <div className="store-fields">
          <FormSelect
            field={fields.category_id}
            label="Category"
            placeholder="No category"
            options={categoryOptions}
            optionsKey={categoryOptions.length}
          />
          <FormSelect
            field={fields.status}
            label="Visibility"
            options={[
              { value: 'published', label: `${PRODUCT_STATUS_LABELS.published}: customers can buy it` },
              { value: 'draft', label: `${PRODUCT_STATUS_LABELS.draft}: only you can see it` },
            ]}
          />
        </div>
      </Panel>
      <div className="store-editor-actions">
        <Button type="submit" isPending={save.isPending}>
          {product ? 'Save product' : 'Create product'}
        </Button>
      </div>
    </form>
  );
}
