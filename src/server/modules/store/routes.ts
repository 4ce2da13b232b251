import type { Hono } from 'hono';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import { resolveSession } from '../../auth/sessions';
import { type AppEnv, serve } from '../../http';
import {
  bulkProducts,
  createCategory,
  createProduct,
  deleteCategory,
  deleteProduct,
  duplicateProduct,
  getProduct,
  listCategories,
  moveCategory,
  renameCategory,
  saveStore,
  updateProduct,
} from './service';
import { orderList } from '../../channel-lists';
import { storeDetails, storeProductList } from './lists';

/** The online store's details and shipping, its categories and products (the lists are the shell's). */
export function storeRoutes(api: Hono<AppEnv>): void {
  serve(api, endpoints.store, resolveSession, async ({ deps, session }) => ({
    data: await storeDetails(deps.db, session),
  }));
  serve(api, endpoints.storeProducts, resolveSession, async ({ deps, session, query }) => ({
    data: await storeProductList(deps.db, session, query),
  }));
  serve(api, endpoints.storeOrders, resolveSession, async ({ deps, session, query }) => ({
    data: await orderList(deps.db, session, query, 'store'),
  }));
  serve(api, endpoints.updateStore, resolveSession, async ({ deps, session, body }) => ({
    data: await saveStore(deps.db, session, body),
    message: 'Store saved',
  }));
  serve(api, endpoints.storeCategories, resolveSession, async ({ deps, session }) => ({
    data: await listCategories(deps.db, session),
  }));
  serve(api, endpoints.createStoreCategory, resolveSession, async ({ deps, session, body }) => ({
    data: await createCategory(deps.db, session, body.name),
    status: 201,
    message: 'Category created',
  }));
  serve(api, endpoints.renameStoreCategory, resolveSession, async ({ deps, session, params, body }) => ({
    data: await renameCategory(deps.db, session, params.id!, body.name),
    message: 'Category renamed',
  }));
  serve(api, endpoints.moveStoreCategory, resolveSession, async ({ deps, session, params, body }) => ({
    data: await moveCategory(deps.db, session, params.id!, body),
    message: 'Category moved',
  }));
  serve(api, endpoints.deleteStoreCategory, resolveSession, async ({ deps, session, params }) => ({
    data: await deleteCategory(deps.db, session, params.id!),
    message: 'Category deleted',
  }));
  serve(api, endpoints.storeProduct, resolveSession, async ({ deps, session, params }) => ({
    data: await getProduct(deps.db, session, params.id!),
  }));
  serve(api, endpoints.createStoreProduct, resolveSession, async ({ deps, session, body }) => ({
    data: await createProduct(deps.db, session, body),
    status: 201,
    message: 'Product created',
  }));
  serve(api, endpoints.bulkStoreProducts, resolveSession, async ({ deps, session, body }) => ({
    data: await bulkProducts(deps.db, session, body),
    message: 'Products updated',
  }));
  serve(api, endpoints.updateStoreProduct, resolveSession, async ({ deps, session, params, body }) => ({
    data: await updateProduct(deps.db, session, params.id!, body),
    message: 'Product saved',
  }));
  serve(api, endpoints.duplicateStoreProduct, resolveSession, async ({ deps, session, params }) => ({
    data: await duplicateProduct(deps.db, session, params.id!),
    status: 201,
    message: 'Product duplicated',
  }));
  serve(api, endpoints.deleteStoreProduct, resolveSession, async ({ deps, session, params }) => ({
    data: await deleteProduct(deps.db, session, params.id!),
    message: 'Product deleted',
  }));
}
