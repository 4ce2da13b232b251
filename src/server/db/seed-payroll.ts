import { bankByCode, nubanCheckDigit } from '../../contract/transfers';
import { resolveAccountName } from '../sandbox/bank-directory';
import type { Tx } from './client';
import { payrollEmployees } from './schema';

/** Demo Stores Ltd's id (DEMO_ACCOUNTS of seed.ts; not imported, seed.ts imports this file). */
const DEMO_STORES = 20001;

/**
 * Demo Stores Ltd (enabled_for_payroll) has employees to run payroll for: each account a valid NUBAN
 * whose holder's name the sandbox's bank directory resolves, as adding one in the app does.
 */
export async function seedPayroll(tx: Tx): Promise<void> {
  const staff: [name: string, email: string | null, bankCode: string, serial: string, salary: number][] = [
    ['Amaka Nwosu', 'amaka@demostores.test', '058', '021453698', 45_000_000],
    ['Tunde Bakare', 'tunde@demostores.test', '044', '113207458', 38_000_000],
    ['Ngozi Umeh', null, '057', '204118735', 32_500_000],
    ['Segun Alabi', 'segun@demostores.test', '033', '310922471', 28_000_000],
  ];
  await tx.insert(payrollEmployees).values(
    staff.map(([name, email, bankCode, serial, salary]) => {
      const bank = bankByCode(bankCode)!;
      const accountNumber = `${serial}${nubanCheckDigit(bankCode, serial)}`;
      const resolved = resolveAccountName(bank, accountNumber);
      if (!('name' in resolved)) throw new Error(`Seed employee ${name}: ${resolved.problem}`);
      return {
        accountId: DEMO_STORES,
        name,
        email,
        bankCode,
        bankName: bank.name,
        accountNumber,
        accountName: resolved.name,
        salary,
        currency: 'NGN',
      };
    }),
  );
}
