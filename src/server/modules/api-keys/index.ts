/** What the merchant settings use of API keys: the keys as shown. */
export { keysView } from './service';
