import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ProductBulkRequest,
  type ProductRequest,
  type StoreProduct,
  type StoreRequest,
  storeEndpoints,
} from '../../contract/store';
import { transferEndpoints } from '../../contract/transfer-endpoints';
import { call } from '../lib/api-client';
import { accountKey } from './keys';

/*
 * The online store's catalogue as the store screens (and later the storefront preview) read and change
 * it: categories, one product, and the writes with the keys each one changes. The store and the product
 * list keep the keys of the store area (['store'], ['storeProducts', ...]).
 */
export const storeKeys = {
  store: ['store'] as const,
  products: ['storeProducts'] as const,
  categories: () => ['storeCategories', accountKey()] as const,
};

export const storeCategoriesQuery = () =>
  queryOptions({
    queryKey: storeKeys.categories(),
    queryFn: ({ signal }) => call(storeEndpoints.storeCategories, { signal }),
  });

export const storeProductDetailQuery = (id: number) =>
  queryOptions({
    queryKey: [...storeKeys.products, 'detail', accountKey(), id] as const,
    queryFn: ({ signal }) => call(storeEndpoints.storeProduct, { params: { id }, signal }),
  });

/**
 * A store or product picture goes up private and expiring like any upload (checked by content on the
 * server); saving the store or the product with it makes it public.
 */
export function uploadStoreImage(file: File, purpose: 'store_logo' | 'store_banner' | 'product_image') {
  const form = new FormData();
  form.set('file', file);
  form.set('purpose', purpose);
  form.set('public', 'false');
  form.set('expiry', '120');
  return call(transferEndpoints.upload, { formData: form });
}

export function useSaveStore() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StoreRequest) => call(storeEndpoints.updateStore, { body }),
    onSuccess: (store) => client.setQueryData(storeKeys.store, store),
  });
}

/** A product change: its detail is answered fresh; the lists, counts and category counts read again. */
function useProductsChanged() {
  const client = useQueryClient();
  return (product?: StoreProduct) => {
    if (product) client.setQueryData(storeProductDetailQuery(product.id).queryKey, product);
    void client.invalidateQueries({ queryKey: storeKeys.products });
    void client.invalidateQueries({ queryKey: storeKeys.store });
    void client.invalidateQueries({ queryKey: storeKeys.categories() });
  };
}

export function useSaveProduct(id: number | null) {
  const changed = useProductsChanged();
  return useMutation({
    mutationFn: (body: ProductRequest) =>
      id === null
        ? call(storeEndpoints.createStoreProduct, { body })
        : call(storeEndpoints.updateStoreProduct, { params: { id }, body }),
    onSuccess: changed,
  });
}

export function useDuplicateProduct() {
  const changed = useProductsChanged();
  return useMutation({
    mutationFn: (id: number) => call(storeEndpoints.duplicateStoreProduct, { params: { id } }),
    onSuccess: changed,
  });
}

export function useDeleteProduct() {
  const changed = useProductsChanged();
  return useMutation({
    mutationFn: (id: number) => call(storeEndpoints.deleteStoreProduct, { params: { id } }),
    onSuccess: () => changed(),
  });
}

export function useBulkProducts() {
  const changed = useProductsChanged();
  return useMutation({
    mutationFn: (body: ProductBulkRequest) => call(storeEndpoints.bulkStoreProducts, { body }),
    onSuccess: () => changed(),
  });
}

/** A category change: the categories read again, and the products, whose category names may change. */
function useCategoriesChanged() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: storeKeys.categories() });
    void client.invalidateQueries({ queryKey: storeKeys.products });
  };
}

export function useCreateCategory() {
  const changed = useCategoriesChanged();
  return useMutation({
    mutationFn: (name: string) => call(storeEndpoints.createStoreCategory, { body: { name } }),
    onSuccess: changed,
  });
}

export function useRenameCategory() {
  const changed = useCategoriesChanged();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) =>
      call(storeEndpoints.renameStoreCategory, { params: { id }, body: { name } }),
    onSuccess: changed,
  });
}

export function useMoveCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, direction }: { id: number; direction: 'up' | 'down' }) =>
      call(storeEndpoints.moveStoreCategory, { params: { id }, body: { direction } }),
    // The answer is the whole new order.
    onSuccess: (list) => client.setQueryData(storeKeys.categories(), list),
  });
}

export function useDeleteCategory() {
  const changed = useCategoriesChanged();
  return useMutation({
    mutationFn: (id: number) => call(storeEndpoints.deleteStoreCategory, { params: { id } }),
    onSuccess: changed,
  });
}
