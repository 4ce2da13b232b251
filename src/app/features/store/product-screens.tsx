import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { OUT_OF_STOCK, PRODUCT_STATUS_LABELS, type StoreProduct } from '../../../contract/store';
import { STORE_HEADINGS } from './headings';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import {
  storeCategoriesQuery,
  storeProductDetailQuery,
  useBulkProducts,
  useDeleteProduct,
  useDuplicateProduct,
} from '../../queries/store';
import { Button } from '../../ui/button';
import { DetailList, Panel } from '../../ui/detail-list';
import { FormAlert } from '../../ui/form-alert';
import { ListScreen } from '../../ui/list-screen';
import { RecordState } from '../../ui/record-state';
import { StatusBadge } from '../../ui/status-badge';
import { toast } from '../../ui/toast';
import { storeProductsQuery } from './api';
import { errorText } from '../../lib/error-text';
import { ConfirmDelete } from './store-ui';
import { STORE_TABS } from './store-tabs';
import './store-editor.css';

function Visibility({ status }: { status: StoreProduct['status'] }) {
  return <StatusBadge label={PRODUCT_STATUS_LABELS[status]} tone={status === 'published' ? 'success' : 'neutral'} />;
}
const stockText = (stock: number) => (stock === 0 ? OUT_OF_STOCK : stock);

/** store/products: the list, with selection for hiding, showing, deleting or recategorising many at once. */
export function StoreProductsScreen() {
  const [selected, setSelected] = useState<Map<number, string>>(new Map());
  const toggle = (row: StoreProduct) =>
    setSelected((prev) => {
      const next = new Map(prev);
      if (next.has(row.id)) next.delete(row.id);
      else next.set(row.id, row.name);
      return next;
    });
  return (
    <ListScreen
      heading={STORE_HEADINGS['/dashboard/store/products']}
      actions={
        <Link className="button" data-variant="primary" to="/dashboard/store/products/create">
          Add product
        </Link>
      }
      before={selected.size > 0 ? <BulkBar selected={selected} onDone={() => setSelected(new Map())} /> : null}
      tabs={STORE_TABS}
      what="products"
      query={storeProductsQuery}
      rows={(data) => data.products}
      columns={[
        {
          key: 'select',
          header: 'Select',
          cell: (row) => (
            <input
              type="checkbox"
              className="store-check"
              aria-label={`Select ${row.name}`}
              checked={selected.has(row.id)}
              onChange={() => toggle(row)}
            />
          ),
        },
        {
          key: 'image',
          header: 'Image',
          cell: (row) =>
            row.images[0] ? (
              <img className="product-list-thumb" src={row.images[0].url} alt={row.images[0].alt} loading="lazy" />
            ) : null,
        },
        { key: 'name', header: 'Product', primary: true, cell: (row) => row.name },
        { key: 'price', header: 'Price', align: 'end', cell: (row) => formatMoney(row.price, row.currency) },
        { key: 'stock', header: 'In stock', align: 'end', cell: (row) => stockText(row.stock) },
        { key: 'category', header: 'Category', cell: (row) => row.category ?? 'No category' },
        { key: 'status', header: 'Visibility', cell: (row) => <Visibility status={row.status} /> },
      ]}
      rowKey={(row) => row.id}
      rowLink={(row) => `/dashboard/store/products/${row.id}`}
      searchLabel="Search products"
      emptyTitle="No products yet"
      emptyBody={<p>Add your first product: it shows in your store once it is visible.</p>}
    />
  );
}

function BulkBar({ selected, onDone }: { selected: Map<number, string>; onDone: () => void }) {
  const bulk = useBulkProducts();
  const categories = useQuery(storeCategoriesQuery());
  const [confirming, setConfirming] = useState(false);
  const [category, setCategory] = useState('');
  const selectId = useId();
  const ids = [...selected.keys()];
  const count = `${ids.length} ${ids.length === 1 ? 'product' : 'products'}`;
  const run = (body: Parameters<typeof bulk.mutate>[0], done: string) =>
    bulk.mutate(body, {
      onSuccess: () => {
        toast.success(done);
        setConfirming(false);
        onDone();
      },
    });
  return (
    <section className="store-bulk" aria-label="Selected products">
      <p className="store-bulk-count" aria-live="polite">
        {count} selected
      </p>
      <div className="store-bulk-actions">
        <Button variant="secondary" onClick={() => run({ action: 'hide', ids }, `${count} hidden.`)}>
          Hide
        </Button>
        <Button variant="secondary" onClick={() => run({ action: 'show', ids }, `${count} visible.`)}>
          Show
        </Button>
        <div className="store-bulk-category">
          <label htmlFor={selectId}>Category</label>
          <select id={selectId} className="input" value={category} onChange={(e) => setCategory(e.target.value)}>
            <option value="">No category</option>
            {(categories.data?.categories ?? []).map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
              </option>
            ))}
          </select>
          <Button
            variant="secondary"
            onClick={() =>
              run(
                { action: 'category', ids, category_id: category === '' ? null : Number(category) },
                `Category of ${count} changed.`,
              )
            }
          >
            Change category
          </Button>
        </div>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          Delete
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Clear selection
        </Button>
      </div>
      <FormAlert>{bulk.isError && !confirming ? errorText(bulk.error) : null}</FormAlert>
      <ConfirmDelete
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${count}?`}
        body={`${[...selected.values()].join(', ')} will be removed from your store. This cannot be undone.`}
        onConfirm={() => run({ action: 'delete', ids }, `${count} deleted.`)}
        isPending={bulk.isPending}
        error={bulk.isError ? errorText(bulk.error) : null}
      />
    </section>
  );
}

/** store/products/{id}: the product, with edit, duplicate, hide or show, and delete. */
export function StoreProductDetail({ id }: { id: string }) {
  const numeric = /^\d{1,10}$/.test(id) ? Number(id) : null;
  return (
    <RecordState
      what="product"
      heading={STORE_HEADINGS['/dashboard/store/products/$id']}
      back={<Link to="/dashboard/store/products">← All products</Link>}
      query={numeric === null ? null : storeProductDetailQuery(numeric)}
      render={(row) => ({
        title: row.name,
        body: (
          <>
            <ProductActions product={row} />
            {row.images.length > 0 ? (
              <Panel title="Images">
                <ol className="product-detail-images">
                  {row.images.map((image, i) => (
                    <li key={image.url}>
                      <figure>
                        <img src={image.url} alt={image.alt || row.name} />
                        <figcaption>
                          {i === 0 ? 'Cover' : `Image ${i + 1}`}
                          {image.alt ? `: ${image.alt}` : ': no alt text (reads the product name)'}
                        </figcaption>
                      </figure>
                    </li>
                  ))}
                </ol>
              </Panel>
            ) : null}
            <Panel title="Details">
              <DetailList
                items={[
                  { label: 'Price', value: formatMoney(row.price, row.currency) },
                  {
                    label: 'Compare-at price',
                    value: row.compare_at_price === null ? 'None' : formatMoney(row.compare_at_price, row.currency),
                  },
                  { label: 'In stock', value: stockText(row.stock) },
                  { label: 'SKU', value: row.sku || 'None' },
                  { label: 'Category', value: row.category ?? 'No category' },
                  { label: 'Visibility', value: <Visibility status={row.status} /> },
                  { label: 'Description', value: row.description || 'None' },
                  { label: 'Added', value: formatDate(row.date_created) },
                ]}
              />
            </Panel>
          </>
        ),
      })}
    />
  );
}

function ProductActions({ product }: { product: StoreProduct }) {
  const navigate = useNavigate();
  const duplicate = useDuplicateProduct();
  const remove = useDeleteProduct();
  const visibility = useBulkProducts();
  const [confirming, setConfirming] = useState(false);
  const hidden = product.status === 'draft';
  const failed = [duplicate, visibility].find((m) => m.isError);
  return (
    <div className="stack-sm">
      <div className="store-editor-actions">
        <Link
          className="button"
          data-variant="primary"
          to="/dashboard/store/products/edit/$id"
          params={{ id: String(product.id) }}
        >
          Edit
        </Link>
        <Button
          variant="secondary"
          isPending={duplicate.isPending}
          onClick={() =>
            duplicate.mutate(product.id, {
              onSuccess: (copy) => {
                toast.success('Product duplicated. The copy is hidden until you show it.');
                void navigate({ to: '/dashboard/store/products/$id', params: { id: String(copy.id) } });
              },
            })
          }
        >
          Duplicate
        </Button>
        <Button
          variant="secondary"
          isPending={visibility.isPending}
          onClick={() =>
            visibility.mutate(
              { action: hidden ? 'show' : 'hide', ids: [product.id] },
              { onSuccess: () => toast.success(hidden ? 'Product visible.' : 'Product hidden.') },
            )
          }
        >
          {hidden ? 'Show in store' : 'Hide from store'}
        </Button>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          Delete
        </Button>
      </div>
      <FormAlert>{failed ? errorText(failed.error) : null}</FormAlert>
      <ConfirmDelete
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${product.name}?`}
        body="It will be removed from your store. This cannot be undone."
        isPending={remove.isPending}
        error={remove.isError ? errorText(remove.error) : null}
        onConfirm={() =>
          remove.mutate(product.id, {
            onSuccess: () => {
              toast.success('Product deleted.');
              void navigate({ to: '/dashboard/store/products' });
            },
          })
        }
      />
    </div>
  );
}
