// The bank directory is shared with the settlement accounts of the compliance module.
export { resolveAccountName } from '../sandbox/bank-directory';

/** Flat sandbox fee per transfer, minor units of the debit currency. */
export const transferFee = (currency: string): number => (currency === 'NGN' ? 5_375 : currency === 'USD' ? 100 : 0);
