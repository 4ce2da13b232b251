import { storage } from '../lib/storage';

/**
 * The account a query's answer belongs to: every key carries it, so a switch of business never shows
 * one business's cached answer on another's screen (and a persisted cache restores per account).
 */
export const accountKey = () => storage.get('userAccountID') ?? 0;
