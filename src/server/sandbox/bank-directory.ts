import { createHash } from 'node:crypto';
import { accountNumberProblem, type Bank } from '../../contract/transfers';

const FIRST = [
  'Adaeze',
  'Babajide',
  'Chiamaka',
  'Danjuma',
  'Ebere',
  'Folake',
  'Gbenga',
  'Hauwa',
  'Ifeanyi',
  'Kwame',
  'Akosua',
  'Wanjiru',
  'Otieno',
  'Thandiwe',
  'Sipho',
  'Emily',
  'James',
];
const LAST = [
  'Okonkwo',
  'Adebayo',
  'Mensah',
  'Boateng',
  'Kamau',
  'Odhiambo',
  'Nkosi',
  'Dlamini',
  'Bello',
  'Ibrahim',
  'Eze',
  'Owusu',
  'Smith',
  'Johnson',
];

/**
 * The sandbox's bank directory: every account number that passes its bank's rule exists,
 * and its holder's name is derived from bank and number, so the same account always
 * resolves to the same name (a real provider asks the bank; this machine has no bank).
 */
export function resolveAccountName(bank: Bank, accountNumber: string): { name: string } | { problem: string } {
  const problem = accountNumberProblem(bank, accountNumber);
  if (problem) return { problem };
  const digest = createHash('sha256').update(`${bank.code}:${accountNumber.trim()}`).digest();
  const first = FIRST[digest[0]! % FIRST.length]!;
  const last = LAST[digest[1]! % LAST.length]!;
  return { name: `${first} ${last}`.toUpperCase() };
}
