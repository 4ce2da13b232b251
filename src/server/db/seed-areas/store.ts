import { instagramAccounts, orders, productCategories, products, stores } from '../schema';
import { ACCOUNT, type DemoSeed, type PaymentsReceived } from '../seed-demo';

/** The online store, its products and orders; and the Instagram shop. */
export async function seedStore(s: DemoSeed, from: PaymentsReceived): Promise<void> {
  const { tx, g, c } = s;
  const A = ACCOUNT;
  const { storesCustomers } = from;

  await tx.insert(stores).values({
    id: 1,
    accountId: A.demoStores,
    name: 'Demo Stores',
    slug: 'demo-stores',
    description: 'Furniture, stationery and gadgets for home and office, delivered across Nigeria.',
    currency: 'NGN',
    shippingFee: 250_000,
    createdAt: c.at(390),
  });
  const catalogue = [
    ['Ergonomic office chair', 'Furniture', 8_500_000],
    ['Standing desk', 'Furniture', 21_000_000],
    ['Bookshelf, 5 tiers', 'Furniture', 6_500_000],
    ['Bedside table', 'Furniture', 3_200_000],
    ['LED desk lamp', 'Lighting', 1_250_000],
    ['Floor lamp', 'Lighting', 2_800_000],
    ['Wall clock', 'Decor', 950_000],
    ['Indoor plant pot', 'Decor', 600_000],
    ['Printer paper (5 reams)', 'Stationery', 1_750_000],
    ['Stationery bundle', 'Stationery', 850_000],
    ['Notebook pack', 'Stationery', 450_000],
    ['Fountain pen', 'Stationery', 1_200_000],
    ['Kitchen blender', 'Appliances', 4_200_000],
    ['Air purifier', 'Appliances', 9_800_000],
    ['Electric kettle', 'Appliances', 1_900_000],
    ['Rechargeable fan', 'Appliances', 3_600_000],
    ['Wireless keyboard', 'Electronics', 2_400_000],
    ['Wireless mouse', 'Electronics', 950_000],
    ['Laptop stand', 'Electronics', 1_800_000],
    ['USB-C hub', 'Electronics', 2_100_000],
    ['Noise-cancelling headphones', 'Electronics', 11_500_000],
    ['Webcam 1080p', 'Electronics', 3_900_000],
    ['Surge protector', 'Electronics', 1_100_000],
    ['Desk organiser', 'Decor', 700_000],
  ] as const;
  const instagram = [
    ['Ankara throw pillow', 'Decor', 1_500_000],
    ['Handwoven basket', 'Decor', 1_200_000],
    ['Scented candle set', 'Decor', 900_000],
    ['Ceramic mug', 'Kitchen', 450_000],
    ['Rattan lamp shade', 'Lighting', 2_300_000],
    ['Wall art print', 'Decor', 1_800_000],
  ] as const;
  // The store's categories, in the order the catalogue first names them.
  const categoryNames = [...new Set(catalogue.map(([, category]) => category))];
  await tx
    .insert(productCategories)
    .values(categoryNames.map((name, position) => ({ id: position + 1, accountId: A.demoStores, name, position })));
  await tx.insert(products).values([
    ...catalogue.map(([name, category, price], i) => ({
      id: i + 1,
      accountId: A.demoStores,
      channel: 'store' as const,
      name,
      price,
      currency: 'NGN',
      stock: i % 9 === 8 ? 0 : g.int(3, 120),
      categoryId: categoryNames.indexOf(category) + 1,
      status: i === 23 ? ('draft' as const) : ('published' as const),
      createdAt: c.at(380 - i * 12),
    })),
    ...instagram.map(([name, category, price], i) => ({
      id: 101 + i,
      accountId: A.demoStores,
      channel: 'instagram' as const,
      name,
      price,
      currency: 'NGN',
      stock: g.int(2, 40),
      category,
      status: 'published' as const,
      createdAt: c.at(120 - i * 15),
    })),
  ]);
  const orderStatuses = [
    ['delivered', 45],
    ['shipped', 15],
    ['new', 12],
    ['processing', 8],
    ['pending', 12],
    ['cancelled', 8],
  ] as const;
  const orderRows = (channel: 'store' | 'instagram', firstId: number, count: number, days: number) =>
    Array.from({ length: count }, (_, i) => {
      const items = g.int(1, 5);
      const daysAgo = Math.floor(days - (i / count) * days);
      return {
        id: firstId + i,
        accountId: A.demoStores,
        channel,
        reference: `${channel === 'store' ? 'ORD' : 'IGO'}-${g.code(8)}`,
        customerName: g.pick(storesCustomers).fullname,
        items,
        amount: items * g.int(4_500, 90_000) * 100 + 250_000,
        currency: 'NGN',
        status: daysAgo < 3 ? ('pending' as const) : g.weighted(orderStatuses),
        createdAt: c.at(daysAgo, g.int(8, 21), g.int(0, 59)),
      };
    });
  await tx.insert(orders).values([...orderRows('store', 1, 40, 200), ...orderRows('instagram', 101, 8, 90)]);
  // The Instagram shop those came from, connected by the owner (instagram_store_enabled is on).
  await tx
    .insert(instagramAccounts)
    .values({ accountId: A.demoStores, handle: 'demostores.ng', connectedBy: 1, connectedAt: c.at(130) });
}
