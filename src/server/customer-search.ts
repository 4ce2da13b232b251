import { or, type SQL } from 'drizzle-orm';
import { customers } from './db/schema';
import { contains } from './listing';

/**
 * A customer a search term finds: the term is in the name, the email or the phone number (any case).
 * An email address holds no whitespace, so a term with a space (a full name, the usual search) does
 * not look there: for "Ngozi Bello" the email trigram index offered every ngozi.bello… address, only
 * for the recheck to drop them, and that was half the customer match (22 → 10 ms over a million
 * customers). The answer is the same.
 */
export function customerMatch(term: string): SQL {
  return or(
    contains(customers.fullname, term),
    /\s/.test(term) ? undefined : contains(customers.email, term),
    contains(customers.phone, term),
  )!;
}
