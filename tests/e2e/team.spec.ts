import { expect, makeBusiness, pathOf, signInByApi, test, uniqueEmail, waitForMail } from './helpers';

/**
 * settings/users on a business of its own: the Owner invites by email with a role, the invitee joins from
 * the mailed link, the Owner changes the role (a demotion asks once more), then removes the member, whose
 * session ends at once; the last Owner cannot remove themself; the audit log shows each change.
 */
test('an owner invites, the invitee joins, the owner changes the role and removes the member', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const business = await makeBusiness(request, { users: [{ role: 'Owner' }] });
  const owner = business.users[0]!;
  await signInByApi(page, owner.email, { password: business.password, skipWelcome: true });
  await page.goto('/dashboard/settings/users');
  await expect(page.getByRole('heading', { name: 'Team members' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No pending invitations' })).toBeVisible();

  // Invite: a bad address is named, then the right one is sent.
  const email = uniqueEmail('teammate', testInfo.project.name);
  await page.getByRole('button', { name: 'Invite a team member' }).click();
  const inviteDialog = page.getByRole('dialog', { name: 'Invite a team member' });
  await inviteDialog.getByLabel('Email').fill('not-an-email');
  await inviteDialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(inviteDialog.getByText('Email is invalid')).toBeVisible();
  await inviteDialog.getByLabel('Email').fill(email);
  await inviteDialog.getByLabel('Role').selectOption('v2-Operations');
  await inviteDialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(inviteDialog).toBeHidden();
  const pending = page.getByRole('table', { name: 'Pending invitations' });
  await expect(pending.getByRole('row', { name: new RegExp(email) })).toContainText('v2-Operations');

  // The invitee joins from the mailed link, in a browser of their own.
  const mail = await waitForMail(request, email, (entry) => entry.link?.includes('/collab/confirm/') ?? false);
  const invitee = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    const inviteePage = await invitee.newPage();
    await inviteePage.goto(pathOf(mail.link as string));
    await inviteePage.getByRole('link', { name: 'Confirm and join' }).click();
    await inviteePage.getByLabel('First name').fill('Ada');
    await inviteePage.getByLabel('Last name').fill('Obi');
    await inviteePage.getByLabel('Choose a password', { exact: true }).fill('Ada-team-2026');
    await inviteePage.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(inviteePage.getByRole('heading', { name: `You have joined ${business.business_name}` })).toBeVisible();
    const session = await signInByApi(inviteePage, email, { password: 'Ada-team-2026' });
    const asMember = () =>
      inviteePage.request.get('/api/merchant/account/preferences', {
        headers: { Authorization: `Bearer ${session.token}` },
      });
    expect((await asMember()).status()).toBe(200);

    await page.reload();
    const members = page.getByRole('table', { name: 'Team members' });
    const row = members.getByRole('row', { name: /Ada Obi/ });
    await expect(row).toContainText('v2-Operations');
    await expect(page.getByRole('heading', { name: 'No pending invitations' })).toBeVisible();

    // A demotion asks once more before it is made.
    await row.getByRole('button', { name: 'Change role of Ada Obi' }).click();
    const roleDialog = page.getByRole('dialog', { name: 'Change the role of Ada Obi' });
    await roleDialog.getByLabel('Role').selectOption('User');
    await roleDialog.getByRole('button', { name: 'Save role' }).click();
    await expect(roleDialog.getByText(/goes from v2-Operations to User/)).toBeVisible();
    await roleDialog.getByRole('button', { name: 'Yes, make User' }).click();
    await expect(roleDialog).toBeHidden();
    await expect(row).toContainText('User');
    await expect(row).not.toContainText('v2-Operations');

    // The last Owner cannot leave: the dialog says why.
    const ownerName = `${owner.first_name} ${owner.last_name}`;
    await members.getByRole('button', { name: `Remove ${ownerName}` }).click();
    const ownerDialog = page.getByRole('alertdialog', { name: `Remove ${ownerName}?` });
    await ownerDialog.getByRole('button', { name: 'Remove' }).click();
    await expect(ownerDialog.getByRole('alert')).toHaveText(
      'The last Owner cannot be removed. Make someone else an Owner first.',
    );
    await ownerDialog.getByRole('button', { name: 'Cancel' }).click();

    // Removing the member ends their session at once.
    await row.getByRole('button', { name: 'Remove Ada Obi' }).click();
    const removeDialog = page.getByRole('alertdialog', { name: 'Remove Ada Obi?' });
    await removeDialog.getByRole('button', { name: 'Remove' }).click();
    await expect(removeDialog).toBeHidden();
    await expect(members.getByRole('row', { name: /Ada Obi/ })).toHaveCount(0);
    expect((await asMember()).status()).toBe(401);
  } finally {
    await invitee.close();
  }

  // Every change is in the audit log, newest first, with who made it.
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  const log = page.getByRole('table', { name: 'Audit log' });
  await expect(log.getByRole('row')).toHaveCount(5); // the header and four changes
  const rows = log.getByRole('row');
  await expect(rows.nth(1)).toContainText('Removed from the team');
  await expect(rows.nth(1)).toContainText(owner.email);
  await expect(rows.nth(2)).toContainText('Role changed');
  await expect(rows.nth(2)).toContainText('v2-Operations → User');
  await expect(rows.nth(3)).toContainText('Invitation accepted');
  await expect(rows.nth(3)).toContainText(email);
  await expect(rows.nth(4)).toContainText('Invited to the team');
  await page.getByLabel('What happened').selectOption('team.role_changed');
  await expect(log.getByRole('row')).toHaveCount(2);
});
