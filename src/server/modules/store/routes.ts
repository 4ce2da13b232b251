import type { Hono } from 'hono';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import type { AppEnv } from '../../http';
import { byBody, byId, byIdAndBody, byQuery, bySession, created, serveWithSession } from '../../session-routes';
import * as service from './service';
import { orderList } from '../../channel-lists';
import { storeDetails, storeProductList } from './lists';

/** The online store's details and shipping, its categories and products (the lists are the shell's). */
export function storeRoutes(api: Hono<AppEnv>): void {
  serveWithSession(api, endpoints.store, bySession(storeDetails));
  serveWithSession(api, endpoints.storeProducts, byQuery(storeProductList));
  serveWithSession(api, endpoints.storeOrders, (r) => orderList(r.db, r.session, r.query, 'store'));
  serveWithSession(api, endpoints.updateStore, byBody(service.saveStore), 'Store saved');
  serveWithSession(api, endpoints.storeCategories, bySession(service.listCategories));
  serveWithSession(
    api,
    endpoints.createStoreCategory,
    (r) => service.createCategory(r.db, r.session, r.body.name),
    created('Category created'),
  );
  serveWithSession(
    api,
    endpoints.renameStoreCategory,
    (r) => service.renameCategory(r.db, r.session, r.id, r.body.name),
    'Category renamed',
  );
  serveWithSession(api, endpoints.moveStoreCategory, byIdAndBody(service.moveCategory), 'Category moved');
  serveWithSession(api, endpoints.deleteStoreCategory, byId(service.deleteCategory), 'Category deleted');
  serveWithSession(api, endpoints.storeProduct, byId(service.getProduct));
  serveWithSession(api, endpoints.createStoreProduct, byBody(service.createProduct), created('Product created'));
  serveWithSession(api, endpoints.bulkStoreProducts, byBody(service.bulkProducts), 'Products updated');
  serveWithSession(api, endpoints.updateStoreProduct, byIdAndBody(service.updateProduct), 'Product saved');
  serveWithSession(api, endpoints.duplicateStoreProduct, byId(service.duplicateProduct), created('Product duplicated'));
  serveWithSession(api, endpoints.deleteStoreProduct, byId(service.deleteProduct), 'Product deleted');
}
