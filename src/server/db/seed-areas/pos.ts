import { posOrders } from '../schema';
import { ACCOUNT, type DemoSeed } from '../seed-demo';

/** POS terminal requests, one at each step of its way to delivery. */
export async function seedPosOrders(s: DemoSeed): Promise<void> {
  const { tx, g, c } = s;
  const A = ACCOUNT;

  const pos = (
    id: number,
    terminals: number,
    address: string,
    contactName: string,
    contactPhone: string,
    daysAgo: number,
    reached: 'requested' | 'approved' | 'shipped' | 'delivered',
  ) => {
    const step = ['requested', 'approved', 'shipped', 'delivered'].indexOf(reached);
    return {
      id,
      accountId: A.demoStores,
      reference: `POS-${g.code(8)}`,
      terminals,
      address,
      contactName,
      contactPhone,
      status: reached,
      createdAt: c.at(daysAgo),
      approvedAt: step >= 1 ? c.at(daysAgo - 1) : null,
      shippedAt: step >= 2 ? c.at(daysAgo - 2) : null,
      deliveredAt: step >= 3 ? c.at(daysAgo - 4) : null,
    };
  };
  await tx
    .insert(posOrders)
    .values([
      pos(1, 2, '12 Admiralty Way, Lekki, Lagos', 'Tolu Adebayo', '+2348031234501', 210, 'delivered'),
      pos(2, 1, '5 Allen Avenue, Ikeja, Lagos', 'Chidi Nnamdi', '+2348031234502', 120, 'delivered'),
      pos(3, 3, '14 Aminu Kano Crescent, Wuse 2, Abuja', 'Hauwa Sani', '+2348031234503', 6, 'shipped'),
      pos(4, 1, '22 Aba Road, Port Harcourt', 'Ebere Okeke', '+2348031234504', 2, 'requested'),
    ]);
}
