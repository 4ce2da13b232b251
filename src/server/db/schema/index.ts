/**
 * The database schema, one file per area (named like the server modules that own its tables), gathered
 * here for drizzle (client.ts, drizzle.config.ts) and for every `from '../db/schema'`.
 */
export * from './access';
export * from './platform';
export * from './balance';
export * from './compliance';
export * from './shell';
export * from './customers';
export * from './transactions';
export * from './overview';
export * from './transfers';
export * from './cards';
export * from './subaccounts';
export * from './chargebacks';
export * from './payments';
export * from './invoices';
export * from './events';
export * from './store';
export * from './instagram';
export * from './bills';
export * from './pos';
export * from './payroll';
export * from './referrals';
export * from './webhooks';
export * from './settings';
export * from './capital';
