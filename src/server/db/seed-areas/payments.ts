import { paymentLinks, paymentPlans, subscriptions } from '../schema';
import { ACCOUNT, type DemoSeed, type PaymentsReceived } from '../seed-demo';

/** Payment links, plans and subscriptions. */
export async function seedPaymentLinks(s: DemoSeed, from: PaymentsReceived): Promise<void> {
  const { tx, g, c } = s;
  const A = ACCOUNT;
  const { storesCustomers } = from;

  const links = [
    ['Office chair pre-order', 'chair-preorder', 8_500_000],
    ['Donate to our school drive', 'school-drive', null],
    ['Standing desk', 'standing-desk', 21_000_000],
    ['Gift card', 'gift-card', 1_000_000],
    ['Delivery fee', 'delivery-fee', 250_000],
    ['Black Friday bundle', 'black-friday', 4_500_000],
    ['Custom order deposit', 'custom-deposit', null],
    ['Workshop ticket', 'workshop', 1_500_000],
  ] as const;
  await tx.insert(paymentLinks).values(
    links.map(([title, slug, amount], i) => ({
      id: i + 1,
      accountId: A.demoStores,
      title,
      slug: `${slug}-${g.code(4).toLowerCase()}`,
      amount,
      currency: 'NGN',
      status: i === 3 ? ('inactive' as const) : ('active' as const),
      createdAt: c.at(300 - i * 30),
    })),
  );
  const plans = [
    ['Office supplies monthly', 1_500_000, 'monthly', 0],
    ['Coffee subscription', 650_000, 'weekly', 0],
    ['Furniture instalments', 12_000_000, 'monthly', 6],
    ['Printer lease', 3_500_000, 'quarterly', 4],
    ['Annual maintenance', 25_000_000, 'yearly', 0],
  ] as const;
  await tx.insert(paymentPlans).values(
    plans.map(([name, amount, interval, duration], i) => ({
      id: i + 1,
      accountId: A.demoStores,
      name,
      amount,
      currency: 'NGN',
      interval,
      duration,
      status: i === 4 ? ('cancelled' as const) : ('active' as const),
      createdAt: c.at(330 - i * 45),
    })),
  );
  await tx.insert(subscriptions).values(
    Array.from({ length: 30 }, (_, i) => {
      const planIndex = i % 4;
      const plan = plans[planIndex]!;
      const active = i % 7 !== 6;
      return {
        id: i + 1,
        accountId: A.demoStores,
        planId: planIndex + 1,
        customerEmail: storesCustomers[i * 17]!.email,
        amount: plan[1],
        currency: 'NGN',
        status: active ? ('active' as const) : ('cancelled' as const),
        nextDue: active ? c.ahead(1 + (i % 28)) : null,
        createdAt: c.at(250 - i * 7),
      };
    }),
  );
}
