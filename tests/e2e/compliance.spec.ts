import { SECTION_LOCKED_MESSAGE } from '../../src/contract/compliance-rules';
import type { Page } from '@playwright/test';
import { nubanCheckDigit } from '../../src/contract/transfers';
import {
  expect,
  fillCredentials,
  makeBusiness,
  pathOf,
  readOutbox,
  signInByApi,
  test,
  uniqueEmail,
  waitForMail,
} from './helpers';

/** A real 1x1 PNG and a small real PDF: the server sniffs the bytes, not the name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** A phone number of this run's own: its one-time passwords are read from the outbox by number. */
const phoneOfThisRun = () => `+234803${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
const serial = '069000003';
const ACCOUNT = `${serial}${nubanCheckDigit('044', serial)}`;

const section = (page: Page, title: string) => page.locator('.compliance-section').filter({ hasText: title });
const trigger = (page: Page, title: string) =>
  page.locator('.compliance-accordion').getByRole('button', { name: new RegExp(`^${title}`) });

/** The identity session's modal, then the sandbox provider's page in a new tab: Finish verification. */
async function finishIdentitySession(page: Page): Promise<void> {
  const identity = page.getByRole('dialog', { name: 'Verify your identity' });
  await expect(identity).toBeVisible();
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    identity.getByRole('link', { name: 'Start verification' }).click(),
  ]);
  await popup.getByRole('button', { name: 'Finish verification' }).click();
  await expect(popup.getByRole('heading', { name: 'Verification finished' })).toBeVisible();
  await popup.close();
}

test.describe('compliance on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone journey');

  test('a new individual goes from empty to overview, is rejected, and re-uploads', async ({ page, request }) => {
    test.setTimeout(180_000);
    const PHONE = phoneOfThisRun();
    const newbie = await makeBusiness(request, { business: { type: 'individual', compliance: 'none' } });
    await signInByApi(page, newbie.users[0]!.email);
    await page.goto('/dashboard');
    // The welcome modal of an unverified account leads to the compliance page.
    await page
      .getByRole('link', { name: 'Verify your account' })
      .or(page.getByRole('button', { name: 'Verify your account' }))
      .first()
      .click();
    await expect(page).toHaveURL(/\/dashboard\/compliance/);

    // Bank first and open; the counter counts what is left.
    const bank = section(page, 'Add a bank account');
    await expect(trigger(page, 'Add a bank account')).toHaveAttribute('aria-expanded', 'true');
    await expect(bank.getByTestId('bank-counter')).toHaveText('4 fields left');
    await expect(page.getByLabel('Phone number', { exact: true })).toHaveAttribute('inputmode', 'tel');

    // Saving with nothing filled shows the exact empty messages.
    await page.getByRole('button', { name: 'Add account and continue' }).click();
    await expect(bank.getByText('Bank name cannot be empty. Please select a bank.')).toBeVisible();
    await expect(bank.getByText('Account number cannot be empty. Please enter an account number.')).toBeVisible();
    await expect(bank.getByText('BVN cannot be empty. Please enter a BVN.')).toBeVisible();

    // A valid phone sends the one-time password by itself; the code is in the sandbox outbox.
    await page.getByLabel('Phone number', { exact: true }).fill(PHONE);
    await expect(page.getByText('A one-time password has been sent to the phone number provided below.')).toBeVisible();
    await expect(page.getByText('UNVERIFIED')).toBeVisible();
    await expect(page.getByText(/Resend Code in \d+ seconds/)).toBeVisible();
    const [sms] = await readOutbox(request, PHONE);
    await page.getByLabel('One-time password', { exact: true }).fill(sms!.code!);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByText('VERIFIED', { exact: true })).toBeVisible();

    await page.getByLabel('Bank', { exact: true }).selectOption({ label: 'Access Bank' });
    await page.getByLabel('Account number', { exact: true }).fill(ACCOUNT);
    await expect(page.getByLabel('Account name', { exact: true })).not.toHaveValue(/^(|Resolving…)$/, {
      timeout: 15_000,
    });
    await page.getByLabel('BVN', { exact: true }).fill('22222222222');
    await expect(bank.getByText('BVN verified.')).toBeVisible();
    await expect(bank.getByTestId('bank-counter')).toHaveText('All fields completed');
    await page.getByRole('button', { name: 'Add account and continue' }).click();
    await expect(page.getByText('Bank Account Saved Successfully')).toBeVisible();

    // Merchant information opens after the delay; Save until nothing is left, then Submit.
    await expect(trigger(page, 'Merchant information')).toHaveAttribute('aria-expanded', 'true', { timeout: 5_000 });
    const merchant = section(page, 'Merchant information');
    await expect(merchant.getByRole('heading', { name: 'Compliance Information' })).toBeVisible();
    await expect(merchant.getByRole('button', { name: 'Save' })).toBeVisible();
    await page.getByLabel('Registered business name', { exact: true }).fill('Grace Kitchen');
    await page.getByLabel('Describe your business', { exact: true }).fill('food');
    await merchant.getByRole('button', { name: 'Save' }).click();
    await expect(merchant.getByText('Please describe you business in a minimum of 3 words.')).toBeVisible();
    // A partial save keeps what was filled and says what is left, not "Submitted Successfully".
    await expect(page.getByText(/^Saved\. \d+ fields? left in this section$/)).toBeVisible();
    await page.getByLabel('Describe your business', { exact: true }).fill('We cook and deliver home meals');
    await page.getByLabel('Residential address', { exact: true }).fill('12 Allen Avenue, Ikeja');
    await merchant.getByLabel('Industry', { exact: true }).selectOption('Hospitality/Lodging');
    await expect(merchant.getByTestId('merchant-counter')).toHaveText('All fields completed');
    // A changed profile name asks for the password first.
    await merchant.getByLabel('Your full name', { exact: true }).fill('Grace Adaeze Nwosu');
    await merchant.getByRole('button', { name: 'Submit' }).click();
    const verify = page.getByRole('dialog', { name: 'Password Verification' });
    await expect(verify.getByText('To save changes please enter your password')).toBeVisible();
    await verify.getByLabel('Password', { exact: true }).fill('Wrong-pass-2026');
    await verify.getByRole('button', { name: 'Continue' }).click();
    await expect(verify.getByText('Incorrect Email or Password')).toBeVisible();
    await verify.getByLabel('Password', { exact: true }).fill('Demo-pass-2026');
    await verify.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Account Information has been updated successfully')).toBeVisible();
    await expect(page.getByText('Merchant Information Submitted Successfully').first()).toBeVisible();

    // Documents: the ID types of Nigeria; bad files are refused; a real one is stored.
    await expect(trigger(page, 'Document upload')).toHaveAttribute('aria-expanded', 'true', { timeout: 5_000 });
    // The merchant information, submitted whole, is locked (spec 2 §4): shown with a note, not editable.
    await trigger(page, 'Merchant information').click();
    const locked = section(page, 'Merchant information');
    await expect(locked.getByRole('note')).toHaveText(SECTION_LOCKED_MESSAGE);
    await expect(locked.getByLabel('Registered business name', { exact: true })).toBeDisabled();
    await expect(locked.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await trigger(page, 'Document upload').click();
    await expect(trigger(page, 'Document upload')).toHaveAttribute('aria-expanded', 'true');
    const docs = section(page, 'Document upload');
    await expect(docs.getByLabel('Type of identity', { exact: true }).locator('option')).toHaveText([
      'Select type of identity',
      'Drivers Licence',
      'International Passport',
      'National Identity Card',
    ]);
    await docs.getByLabel('Type of identity', { exact: true }).selectOption({ label: 'International Passport' });
    const input = docs.locator('input[type=file]');
    await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(21 * 1024 * 1024, 1) });
    await expect(docs.getByRole('alert')).toHaveText('File size exceeds 20MB');
    await input.setInputFiles({
      name: 'forged.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not an image at all'),
    });
    await expect(docs.getByRole('alert')).not.toHaveText('File size exceeds 20MB');
    await expect(docs.getByRole('alert')).toBeVisible();
    await docs.getByRole('button', { name: 'Submit' }).click();
    await expect(docs.getByText('Please upload your international passport data page.')).toBeVisible();
    await input.setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('File Uploaded Successfully')).toBeVisible();
    await expect(docs.getByText('passport.png')).toBeVisible();
    await docs.getByRole('button', { name: 'Submit' }).click();

    // The final submit on the compliance route goes to overview (spec 2 §2), with the finished words.
    await expect(page).toHaveURL(/\/dashboard\/overview/);
    await expect(page.getByText('Congratulations!')).toBeVisible();
    await expect(page.getByText('Your new account is set up.', { exact: false })).toBeVisible();

    // The sandbox reviewer rejects with a reason.
    await page.goto('/sandbox/compliance');
    await page
      .getByLabel(`Reason for rejecting ${newbie.business_name}`, { exact: true })
      .fill('Passport photo is blurred');
    await page.getByRole('button', { name: `Reject ${newbie.business_name}` }).click();
    await expect(page.getByText('status RE', { exact: false }).first()).toBeVisible();

    // The RE banner leads to the re-upload.
    await page.goto('/dashboard/overview');
    await expect(page.getByText('Passport photo is blurred').first()).toBeVisible({ timeout: 20_000 });
    await page.getByRole('link', { name: 'Re-upload Documents' }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/compliance/);
    const again = section(page, 'Document upload');
    await expect(trigger(page, 'Document upload')).toHaveAttribute('aria-expanded', 'true');
    await again.getByLabel('Type of identity', { exact: true }).selectOption({ label: 'National Identity Card' });
    await again
      .locator('input[type=file]')
      .setInputFiles({ name: 'national-id.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(again.getByText('national-id.pdf')).toBeVisible();
    await again.getByRole('button', { name: 'Re-upload documents' }).click();
    // Back in review: on overview, the rejection's banner is gone (the toast saying so is transient: on a
    // busy machine it can come and go while the overview loads, so the lasting state is what is judged).
    await expect(page).toHaveURL(/\/dashboard\/overview/);
    await expect(page.getByRole('link', { name: 'Re-upload Documents' })).toHaveCount(0);
    await expect(page.getByText('Passport photo is blurred')).toHaveCount(0);
  });
});

const BUSINESSES = [
  {
    country: 'US',
    phone: '+12025550143',
    bank: 'JPMorgan Chase Bank',
    swift: 'CHASUS33',
    bankLeft: '6 fields left',
    routing: true,
    businessLeft: '10 fields left',
    taxId: true,
    extraDoc: ['Proof of address', 'utility-bill.png'],
  },
  {
    country: 'KE',
    phone: '+254712345678',
    bank: 'Kenya Commercial Bank',
    swift: 'KCBLKENX',
    bankLeft: '5 fields left',
    routing: false,
    businessLeft: '9 fields left',
    taxId: false,
    extraDoc: ['KRA PIN certificate', 'kra-pin.pdf'],
  },
] as const;

for (const v of BUSINESSES)
  test.describe(`a new ${v.country} business on a phone`, () => {
    test.skip(({ isMobile }) => !isMobile, 'phone journey');

    test(`${v.country}: signs up and completes bank, business (${v.extraDoc[0]}) and representative`, async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(180_000);
      const email = uniqueEmail(`cmp-${v.country.toLowerCase()}`, testInfo.project.name);
      const password = 'Fresh-pass-2026';
      await page.goto('/signup');
      await page.getByLabel('First name').fill('Mary');
      await page.getByLabel('Last name').fill('Stone');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByLabel('Business name').fill('Stone Goods LLC');
      await page.getByLabel('I am').selectOption('business');
      await page.getByLabel('Country').selectOption(v.country);
      await page.getByRole('button', { name: 'Create account' }).click();
      const mail = await waitForMail(request, email, (entry) => (entry.link ?? '').includes('/activate/'));
      await page.goto(pathOf(mail.link ?? ''));
      await page.getByRole('link', { name: 'Sign in' }).click();
      await fillCredentials(page, email, password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      // The first sign-in after sign-up: the compliance screen stands in for the overview, and the
      // onboarding modal opens over it (from=register).
      await expect(page).toHaveURL(/\/dashboard\/compliance\?from=register$/);
      const onboarding = page.getByRole('dialog', { name: 'Welcome aboard!' });
      await onboarding.getByRole('button', { name: "I'll do this later" }).click();
      await expect(onboarding).toHaveCount(0);

      // Bank: US needs account name, SWIFT and the 9-digit routing number.
      const bank = section(page, 'Add a bank account');
      await expect(bank.getByTestId('bank-counter')).toHaveText(v.bankLeft);
      const phone = v.phone;
      await bank.getByLabel('Phone number', { exact: true }).fill(phone);
      await expect(bank.getByLabel('One-time password', { exact: true })).toBeVisible();
      const [sms] = await readOutbox(request, phone);
      await bank.getByLabel('One-time password', { exact: true }).fill(sms!.code!);
      await page.getByRole('button', { name: 'Verify', exact: true }).click();
      await expect(page.getByText('VERIFIED', { exact: true })).toBeVisible();
      await bank.getByLabel('Bank', { exact: true }).selectOption({ label: v.bank });
      await bank.getByLabel('Account number', { exact: true }).fill('483920175');
      await bank.getByLabel('Account name', { exact: true }).fill('Stone Goods 2 LLC');
      await expect(bank.getByLabel('Account name', { exact: true })).toHaveValue('Stone Goods  LLC');
      await bank.getByLabel('SWIFT code', { exact: true }).fill(v.swift);
      if (v.routing) {
        await bank.getByLabel('Routing number', { exact: true }).fill('12345');
        await page.getByRole('button', { name: 'Add account and continue' }).click();
        await expect(bank.getByText('Enter a valid routing number. Routing number must be 9 digits')).toBeVisible();
        await bank.getByLabel('Routing number', { exact: true }).fill('021000021');
      } else {
        await expect(bank.getByLabel('Routing number', { exact: true })).toHaveCount(0);
      }
      await page.getByRole('button', { name: 'Add account and continue' }).click();
      await expect(page.getByText('Bank Account Saved Successfully')).toBeVisible();

      // Business information: tax ID, certificate, memorandum and proof of address.
      await expect(trigger(page, 'Business information')).toHaveAttribute('aria-expanded', 'true', { timeout: 5_000 });
      const biz = section(page, 'Business information');
      await expect(biz.getByTestId('business-counter')).toHaveText(v.businessLeft);
      await biz.getByLabel('Business name', { exact: true }).fill('Stone Goods LLC');
      await biz.getByLabel('Registration number', { exact: true }).fill('DE-7781234');
      await biz.getByLabel('Business website', { exact: true }).fill('stonegoods.example.com');
      await biz.getByLabel('Describe your business', { exact: true }).fill('We sell handmade stone homeware');
      await biz.getByLabel('Business address', { exact: true }).fill('500 Market Street, San Francisco');
      if (v.taxId) await biz.getByLabel('Tax Identification Number', { exact: true }).fill('123456789');
      else await expect(biz.getByLabel('Tax Identification Number', { exact: true })).toHaveCount(0);
      await biz.getByLabel('Industry', { exact: true }).selectOption('General Merchandise Stores');
      for (const [label, name] of [
        ['Certificate of incorporation', 'certificate.pdf'],
        ['Memorandum of association', 'memorandum.pdf'],
        v.extraDoc,
      ] as const) {
        await biz
          .locator('.upload-field')
          .filter({ hasText: label })
          .locator('input[type=file]')
          .setInputFiles({
            name,
            mimeType: name.endsWith('.pdf') ? 'application/pdf' : 'image/png',
            buffer: name.endsWith('.pdf') ? PDF : PNG,
          });
        await expect(biz.getByText(name)).toBeVisible();
      }
      await expect(biz.getByTestId('business-counter')).toHaveText('All fields completed');
      await biz.getByRole('button', { name: 'Submit business information' }).click();
      await expect(page.getByText('Business Information Submitted Successfully')).toBeVisible();

      // The representative owns more than 25%: ID type and upload, then the finished screen.
      await expect(trigger(page, 'Authorised business representative verification')).toHaveAttribute(
        'aria-expanded',
        'true',
        {
          timeout: 5_000,
        },
      );
      const rep = section(page, 'Authorised business representative verification');
      await rep.getByRole('radio', { name: 'No' }).check();
      await expect(rep.getByRole('group', { name: 'Business owner 1' })).toBeVisible();
      await expect(rep.getByLabel('Job title', { exact: true })).toBeVisible();
      if (v.country === 'US') {
        await rep.getByRole('radio', { name: 'Yes' }).check();
        await expect(rep.getByRole('group', { name: 'Business owner 1' })).toHaveCount(0);
        await rep.getByLabel('Full name', { exact: true }).fill('Mary Ann Stone');
        await rep.getByLabel('Phone number', { exact: true }).fill('+12025550143');
        await rep.getByLabel('Email', { exact: true }).fill('mary@stonegoods.example.com');
        await rep.getByLabel('Street address', { exact: true }).fill('500 Market Street');
        await rep.getByLabel('State', { exact: true }).fill('California');
        await rep.getByLabel('City', { exact: true }).fill('San Francisco');
        await rep.getByLabel('Type of identity', { exact: true }).selectOption({ label: 'Drivers Licence' });
        await rep
          .locator('input[type=file]')
          .setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
        await expect(page.getByText('File Uploaded Successfully').first()).toBeVisible();
        await expect(rep.getByTestId('representative-counter')).toHaveText('All fields completed');
        // The signer owns the business: they verify their identity (with their middle name) before it is sent.
        await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
        const sessionRequest = page.waitForRequest((r) => r.url().includes('/api/v2/veriff/session/create'));
        await rep.getByRole('button', { name: 'Submit' }).click();
        expect((await sessionRequest).postDataJSON().person).toEqual({
          first_name: 'Mary',
          last_name: 'Stone',
          middle_name: 'Ann',
        });
        await finishIdentitySession(page);
      } else {
        // Not an owner: a job title and one beneficial owner; then documents and the identity session.
        await rep.locator('#signer-fullname').fill('Wanjiru Kamau');
        await rep.locator('#signer-phone').fill('+254712345678');
        await rep.locator('#signer-email').fill('wanjiru@example.test');
        await rep.locator('#signer-address').fill('14 Moi Avenue');
        await rep.locator('#signer-state').fill('Nairobi');
        await rep.locator('#signer-city').fill('Nairobi');
        await rep.locator('#signer-job-title').fill('Finance Director');
        const owner = rep.getByRole('group', { name: 'Business owner 1' });
        await owner.getByLabel('Full name', { exact: true }).fill('Otieno Odhiambo');
        await owner.getByLabel('Phone number', { exact: true }).fill('+254722000111');
        await owner.getByLabel('Email', { exact: true }).fill('otieno@example.test');
        await owner.getByLabel('Street address', { exact: true }).fill('2 Kenyatta Road');
        await owner.getByLabel('State', { exact: true }).fill('Nairobi');
        await owner.getByLabel('City', { exact: true }).fill('Nairobi');
        await owner.getByLabel('Type of identity', { exact: true }).selectOption({ label: 'International Passport' });
        await owner
          .locator('input[type=file]')
          .setInputFiles({ name: 'owner-passport.png', mimeType: 'image/png', buffer: PNG });
        await expect(owner.getByText('Valid ID (uploaded)')).toBeVisible();
        await expect(rep.getByTestId('representative-counter')).toHaveText('All fields completed');
        // Another owner only when the form validates; only the last block can be removed.
        await rep.getByRole('button', { name: 'Add another Business owner' }).click();
        await expect(rep.getByRole('group', { name: 'Business owner 2' })).toBeVisible();
        await expect(rep.getByRole('button', { name: 'Remove business owner 1' })).toHaveCount(0);
        await rep.getByRole('button', { name: 'Remove business owner 2' }).click();
        await expect(rep.getByRole('group', { name: 'Business owner 2' })).toHaveCount(0);
        await rep.getByRole('button', { name: 'Submit' }).click();
        await expect(page.getByText('Business Owner Information Submitted Successfully')).toBeVisible();

        await expect(trigger(page, 'Document upload')).toHaveAttribute('aria-expanded', 'true', { timeout: 5_000 });
        const docs = section(page, 'Document upload');
        await docs.getByLabel('Type of identity', { exact: true }).selectOption({ label: 'National Identity Card' });
        await docs
          .locator('input[type=file]')
          .setInputFiles({ name: 'my-id.pdf', mimeType: 'application/pdf', buffer: PDF });
        await expect(docs.getByText('my-id.pdf')).toBeVisible();
        // Toasts render under modal overlays (a shared Toaster issue): let them go before the modal opens.
        await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
        await docs.getByRole('button', { name: 'Submit' }).click();
        await finishIdentitySession(page);
      }
      await expect(page).toHaveURL(/\/dashboard\/overview/);
      await expect(page.getByText('Congratulations!')).toBeVisible();
    });
  });

test.describe('compliance on a desktop', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop layout');

  test('the accordion has a summary column of progress beside it', async ({ page, request }, testInfo) => {
    // A rejected business in Kenya, as Demo Foods is.
    const rejected = await makeBusiness(request, { business: { country: 'KE', compliance: 'RE' } });
    await signInByApi(page, rejected.users[0]!.email);
    await page.goto('/dashboard/overview/total');
    await page.getByRole('link', { name: 'Re-upload Documents' }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/compliance/);
    const accordion = page.locator('.compliance-accordion');
    const summary = page.getByRole('complementary', { name: 'Your progress' });
    await expect(summary).toBeVisible();
    await expect(page.getByText('Certificate of incorporation is unreadable').first()).toBeVisible();
    for (const title of [
      'Add a bank account',
      'Business information',
      'Authorised business representative verification',
      'Document upload',
    ]) {
      await expect(trigger(page, title)).toBeVisible();
    }
    // Documents are open for the RE business; one section at a time.
    await expect(trigger(page, 'Document upload')).toHaveAttribute('aria-expanded', 'true');
    await trigger(page, 'Business information').click();
    await expect(trigger(page, 'Business information')).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger(page, 'Document upload')).toHaveAttribute('aria-expanded', 'false');
    const a = await accordion.boundingBox();
    const s = await summary.boundingBox();
    expect(a && s && s.x > a.x + a.width - 1).toBe(true);
    // Kenya asks for the KRA certificate.
    await expect(section(page, 'Business information').getByText('KRA PIN certificate')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('compliance-desktop.png'), fullPage: true });
  });
});
