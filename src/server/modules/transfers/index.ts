/** What the merchant API (v3) uses of transfers: starting one; and the upload path the app's body limits skip. */
export { createTransfer } from './create';
export { UPLOAD_PATH } from './routes';
