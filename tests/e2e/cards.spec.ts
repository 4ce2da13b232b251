import { expect, makeBusiness, signInByApi, test } from './helpers';

/**
 * Virtual cards on a live business of its own (approved, so it holds live keys and an opening balance).
 * Phone: the owner creates a card, funds it (more than the balance is refused), the sandbox's merchant
 * charges it, the owner freezes it (a charge is then declined and recorded), and terminates it (its
 * balance goes back). Desktop: a CSV of cards is reviewed row by row and only the valid rows are made.
 */
test('a card is created, funded, frozen and terminated', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the card journey runs on the phone project');
  const business = await makeBusiness(request, {
    business: { country: 'NG', compliance: 'AA', live: true },
    users: [{ role: 'Owner' }],
  });
  const owner = business.users[0]!;
  await signInByApi(page, owner.email, { password: business.password, skipWelcome: true });
  await page.goto('/dashboard/cards');
  await expect(page.getByText('No virtual cards yet')).toBeVisible();

  await page.getByRole('button', { name: 'Create card' }).click();
  const create = page.getByRole('dialog', { name: 'Create a virtual card' });
  // Nothing filled: each field says what it needs, and nothing is sent.
  await create.getByRole('button', { name: 'Create card' }).click();
  await expect(create.getByText('Name on card is required')).toBeVisible();
  await expect(create.getByText('Amount is required')).toBeVisible();
  await create.getByLabel('Name on card').fill('Ada Okafor');
  await create.getByLabel('Amount (NGN)').fill('50,000');
  await create.getByLabel('Street').fill('12 Admiralty Way');
  await create.getByLabel('City').fill('Lekki');
  await create.getByLabel('State').fill('Lagos');
  await create.getByLabel('Postal code').fill('106104');
  await create.getByLabel('Country code').fill('NG');
  await create.getByRole('button', { name: 'Create card' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ada Okafor');
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details).toContainText('NGN 50,000.00');
  await expect(details).toContainText('12 Admiralty Way, Lekki, Lagos 106104, NG');
  const cardId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  const transactions = page.getByRole('table', { name: 'Card transactions' });
  await expect(transactions).toContainText('Funded from balance');

  // More than the balance holds is refused with the reason; the sheet stays to correct it.
  await details.getByRole('button', { name: 'Fund card' }).click();
  const fund = page.getByRole('dialog', { name: 'Fund card' });
  await fund.getByLabel('Amount (NGN)').fill('999,999,999');
  await fund.getByRole('button', { name: 'Fund card' }).click();
  await expect(fund.getByRole('alert')).toHaveText('Your balance is not enough to fund this card');
  await fund.getByLabel('Amount (NGN)').fill('25,000');
  await fund.getByRole('button', { name: 'Fund card' }).click();
  await expect(fund).toHaveCount(0);
  await expect(details).toContainText('NGN 75,000.00');

  // The sandbox's merchant charges the card.
  const charge = (amount: number) =>
    request.post('/api/sandbox/cards/charge', { data: { card_id: cardId, amount, merchant: 'Cloud Host Inc' } });
  expect((await charge(500_000)).status()).toBe(200);
  await page.reload();
  await expect(details).toContainText('NGN 70,000.00');
  await expect(transactions).toContainText('Purchase at Cloud Host Inc');

  await details.getByRole('button', { name: 'Freeze card' }).click();
  await expect(details).toContainText('Frozen');
  await expect(details.getByRole('button', { name: 'Unfreeze card' })).toBeVisible();
  const declined = await charge(1_000);
  expect(((await declined.json()) as { data: { status: string } }).data.status).toBe('declined');
  await page.reload();
  await expect(transactions).toContainText('Card is frozen');
  await expect(details).toContainText('NGN 70,000.00');

  await details.getByRole('button', { name: 'Terminate card' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Terminate this card?' });
  await expect(confirm).toContainText('NGN 70,000.00 returns to your balance');
  await confirm.getByRole('button', { name: 'Terminate card' }).click();
  await expect(details).toContainText('Terminated');
  await expect(details).toContainText('NGN 0.00');
  await expect(details).toContainText('This card is terminated');
  await expect(details.getByRole('button', { name: 'Fund card' })).toHaveCount(0);
  await expect(transactions).toContainText('Returned on termination');
});

test('a CSV of cards is reviewed row by row and only the valid rows are created', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the bulk card upload runs on the desktop project');
  const business = await makeBusiness(request, {
    business: { country: 'NG', compliance: 'AA', live: true },
    users: [{ role: 'Owner' }],
  });
  const owner = business.users[0]!;
  await signInByApi(page, owner.email, { password: business.password, skipWelcome: true });
  await page.goto('/dashboard/cards/bulk-upload');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bulk card upload');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download template' }).click();
  expect((await download).suggestedFilename()).toBe('virtual-cards-template.csv');

  const csv = [
    'name_on_card,currency,amount,street,city,state,postal_code,country',
    'Marketing Team,NGN,20000.00,12 Admiralty Way,Lekki,Lagos,106104,NG',
    'Cloud Hosting,USD,150.00,1 Market Street,San Francisco,CA,94105,US',
    'Bad Amount,NGN,twenty,12 Admiralty Way,Lekki,Lagos,106104,NG',
    'Travel Desk,NGN,"5,000.50",3 Broad Street,Lagos Island,Lagos,102273,NG',
    'Euro Card,EUR,10.00,1 Rue de Rivoli,Paris,IDF,75001,FR',
  ].join('\n');
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'cards.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Upload and review' }).click();

  const review = page.getByRole('region', { name: 'Review', exact: true });
  await expect(review).toContainText('Reviewed');
  await expect(review.getByRole('definition').nth(1)).toHaveText('3');
  await expect(review.getByRole('definition').nth(2)).toHaveText('2');
  const rows = page.getByRole('table', { name: 'Card rows' });
  await expect(rows).toContainText('Amount is not an amount');
  await expect(rows).toContainText('Currency must be NGN or USD');
  await page.getByLabel('Show').selectOption('invalid');
  await expect(rows.getByRole('row')).toHaveCount(3);
  await expect(rows).not.toContainText('Marketing Team');

  await review.getByRole('button', { name: 'Create 3 valid cards' }).click();
  const created = page.getByRole('list', { name: 'Created cards' });
  await expect(page.getByText('3 cards created; 2 invalid rows were left out.')).toBeVisible();
  await expect(created.getByRole('listitem')).toHaveCount(3);
  await expect(created).toContainText('USD 150.00');

  await page.getByRole('link', { name: 'View all cards' }).click();
  const list = page.getByRole('table', { name: 'cards' });
  await expect(list).toContainText('Marketing Team');
  await expect(list).toContainText('Cloud Hosting');
  await expect(list).toContainText('Travel Desk');
  await expect(list).not.toContainText('Bad Amount');
  await expect(list).not.toContainText('Euro Card');
});
