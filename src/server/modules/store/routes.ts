import type { Hono } from 'hono';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import type { AppEnv } from '../../http';
import { created, serveWithSession } from '../../session-routes';
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
  serveWithSession(api, endpoints.store, (r) => storeDetails(r.db, r.session));
  serveWithSession(api, endpoints.storeProducts, (r) => storeProductList(r.db, r.session, r.query));
  serveWithSession(api, endpoints.storeOrders, (r) => orderList(r.db, r.session, r.query, 'store'));
  serveWithSession(api, endpoints.updateStore, (r) => saveStore(r.db, r.session, r.body), { message: 'Store saved' });
  serveWithSession(api, endpoints.storeCategories, (r) => listCategories(r.db, r.session));
  serveWithSession(
    api,
    endpoints.createStoreCategory,
    (r) => createCategory(r.db, r.session, r.body.name),
    created('Category created'),
  );
  serveWithSession(api, endpoints.renameStoreCategory, (r) => renameCategory(r.db, r.session, r.id, r.body.name), {
    message: 'Category renamed',
  });
  serveWithSession(api, endpoints.moveStoreCategory, (r) => moveCategory(r.db, r.session, r.id, r.body), {
    message: 'Category moved',
  });
  serveWithSession(api, endpoints.deleteStoreCategory, (r) => deleteCategory(r.db, r.session, r.id), {
    message: 'Category deleted',
  });
  serveWithSession(api, endpoints.storeProduct, (r) => getProduct(r.db, r.session, r.id));
  serveWithSession(
    api,
    endpoints.createStoreProduct,
    (r) => createProduct(r.db, r.session, r.body),
    created('Product created'),
  );
  serveWithSession(api, endpoints.bulkStoreProducts, (r) => bulkProducts(r.db, r.session, r.body), {
    message: 'Products updated',
  });
  serveWithSession(api, endpoints.updateStoreProduct, (r) => updateProduct(r.db, r.session, r.id, r.body), {
    message: 'Product saved',
  });
  serveWithSession(
    api,
    endpoints.duplicateStoreProduct,
    (r) => duplicateProduct(r.db, r.session, r.id),
    created('Product duplicated'),
  );
  serveWithSession(api, endpoints.deleteStoreProduct, (r) => deleteProduct(r.db, r.session, r.id), {
    message: 'Product deleted',
  });
}
