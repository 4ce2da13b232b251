import { subaccounts } from '../schema';
import { ACCOUNT, type DemoSeed, NG_BANKS, SEEDED } from '../seed-demo';

/** Subaccounts (split payments). */
export async function seedSubaccounts(s: DemoSeed): Promise<void> {
  const { tx, g, c } = s;
  const A = ACCOUNT;

  const subNames = [
    ['Lekki Branch', 'Tolu Adeyemi'],
    [SEEDED.subaccount.businessName, 'Kemi Bakare'],
    ['Abuja Branch', 'Musa Danladi'],
    ['Online Shop', 'Ifeoma Obi'],
    ['Furniture Partner', 'Chuka Nwosu'],
    ['Electronics Partner', 'Sola Akin'],
    ['Ibadan Kiosk', 'Bayo Ojo'],
    ['Port Harcourt Branch', 'Ebi Tamuno'],
  ] as const;
  await tx.insert(subaccounts).values(
    subNames.map(([business, person], i) => {
      const [bankCode, bankName] = NG_BANKS[i % NG_BANKS.length]!;
      return {
        id: i + 1,
        accountId: A.demoStores,
        subaccountId: `RS_${g.code(10)}`,
        businessName: business,
        fullname: person,
        accountNumber: g.digits(10),
        bankCode,
        bankName,
        createdAt: c.at(360 - i * 40),
      };
    }),
  );
}
