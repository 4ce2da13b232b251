import { webhookSettings, whitelistIps } from '../schema';
import { ACCOUNT, type DemoSeed } from '../seed-demo';

/** Webhooks and the IP whitelist. */
export async function seedSettings(s: DemoSeed): Promise<void> {
  const { tx, c } = s;
  const A = ACCOUNT;

  await tx.insert(webhookSettings).values({
    accountId: A.demoStores,
    url: 'https://demostores.test/hooks/payments',
    secretHash: 'dms-hook-7f3a9c21',
  });
  await tx.insert(whitelistIps).values([
    { id: 1, accountId: A.demoStores, ip: '102.89.34.17', createdAt: c.at(200) },
    { id: 2, accountId: A.demoStores, ip: '41.58.112.9', createdAt: c.at(64) },
  ]);
}
