/** What the merchant API (v3) uses of transactions: listing and verifying them. */
export { listTransactions, transactionDetail } from './service';
