import { expect, makeBusiness, signInByApi, test } from './helpers';

/**
 * Chargebacks on a live business of its own with one chargeback awaiting an answer: the owner opens it
 * from the pending list, sees the countdown, declines it with a note and a small PDF, and once the
 * sandbox's reviewer decides it won the page says Won. Phone only: the screen is the same on desktop.
 */
test('a chargeback is declined with evidence, then reviewed and won', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the chargebacks journey runs on the phone project');
  const business = await makeBusiness(request, {
    business: { country: 'NG', compliance: 'AA', live: true },
    users: [{ role: 'Owner' }],
    chargebacks: 1,
  });
  const owner = business.users[0]!;
  await signInByApi(page, owner.email, { password: business.password, skipWelcome: true });
  await page.goto('/dashboard/chargebacks/pending');

  await page.getByRole('link', { name: /^FXCB/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Chargeback on FXCB');
  const respond = page.getByRole('region', { name: 'Respond' });
  await expect(respond).toContainText('Respond within 3 days');

  await respond.getByRole('button', { name: 'Decline with evidence' }).click();
  // Sending without a note or a document is refused on the spot and sends nothing.
  await respond.getByRole('button', { name: 'Send response' }).click();
  await expect(respond.getByText('Explain why you decline this chargeback')).toBeVisible();
  await expect(respond.getByText('Upload at least one document as evidence')).toBeVisible();

  await respond.getByLabel('Why you decline').fill('The order was delivered and signed for.');
  await respond.getByLabel('Evidence documents').setInputFiles({
    name: 'delivery-proof.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await expect(respond.getByRole('list', { name: 'Uploaded evidence' })).toContainText('delivery-proof.pdf');
  await respond.getByRole('button', { name: 'Send response' }).click();

  const details = page.getByRole('region', { name: 'Details' });
  await expect(details).toContainText('Under review');
  await expect(details).toContainText('1 document sent');
  await expect(page.getByRole('region', { name: 'Respond' })).toHaveCount(0);

  const review = await request.post('/api/sandbox/chargebacks/review', {
    data: { chargeback_id: business.chargeback_ids[0], decision: 'won' },
  });
  expect(review.status(), await review.text()).toBe(200);
  await page.reload();
  await expect(details).toContainText('Won');
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Review decided in your favour: won');
});
