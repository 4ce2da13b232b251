/** What the app's document uses of the PWA module: the merchant's brand for the page title. */
export { brandFor } from './brand';
