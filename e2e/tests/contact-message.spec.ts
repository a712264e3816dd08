import { expect, test } from '../support/fixtures';
import { waitForMail } from '../support/outbox';
import { adminContext, expectToast, runId } from './admin-support';

/**
 * Issue 13, journey 6: a contact message arrives. The brand's inbox is e-mailed (Reply-To the sender, so a reply
 * answers them), the sender gets an acknowledgement, and the coach console's Messages inbox shows it unread
 * until it is marked handled.
 */
test('a message from the home page reaches the brand inbox, the sender and the Messages inbox', async ({
  page,
  browser,
  request,
}) => {
  const id = runId();
  const email = `contact-${id}@example.com`;
  const name = `Grace ${id}`;
  const subject = `Moving my Thursday session (${id})`;
  const message = 'Could we move Thursday to Friday afternoon? Thank you!';
  const brandInbox = ((await (await request.get('/api/brands')).json()) as { coaching: { email: string } }).coaching
    .email;

  // A returning visitor: the first-visit tour would open a modal over the form.
  await page.addInitScript(() => {
    localStorage.setItem('coaching-tour-seen', 'true');
    localStorage.setItem('coaching-guided-walkthrough-seen', 'true');
  });
  await page.goto('/#contact');
  const contact = page.locator('#contact');
  await contact.getByRole('textbox', { name: 'Name' }).fill(name);
  await contact.getByRole('textbox', { name: 'Email' }).fill(email);
  await contact.getByRole('textbox', { name: 'Phone (optional)' }).fill('(555) 010-7788');
  await contact.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await contact.getByRole('textbox', { name: 'Message' }).fill(message);
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expectToast(page, 'Message Sent!', "We'll get back to you within 24 hours.");

  // To the brand: Reply-To is the sender, and the message is in it.
  const toBrand = await waitForMail({
    to: brandInbox,
    type: 'coach-contact-message',
    where: (m) => m.subject.includes(subject),
  });
  expect(toBrand.replyTo).toEqual([email]);
  expect(toBrand.text).toContain(message);
  expect(toBrand.text).toContain(name);
  expect(toBrand.text).toContain('(555) 010-7788');

  // To the sender: it arrived, with their own words back.
  const ack = await waitForMail({ to: email, type: 'contact-acknowledgement' });
  expect(ack.subject).toContain(subject);
  expect(ack.text).toContain("We'll get back to you within 24 hours.");
  expect(ack.text).toContain(message);

  // The coach console: unread, with a reply link, until marked handled.
  const admin = await adminContext(browser);
  const inbox = await admin.newPage();
  await inbox.goto('/coach?tab=messages');
  await expect(inbox.getByRole('tab', { name: /^Messages \d+ unread$/ })).toHaveAttribute('aria-selected', 'true');
  const card = inbox.getByTestId('contact-message').filter({ hasText: subject });
  await expect(card).toContainText(name);
  await expect(card).toContainText('Life Coaching');
  await expect(card).toContainText(message);
  await expect(card.getByTestId('message-status')).toHaveText('Unread');
  await expect(card.getByRole('link', { name: email })).toHaveAttribute(
    'href',
    new RegExp(`^mailto:${email.replace(/[.]/g, '\\.')}\\?subject=`),
  );
  await card.getByRole('button', { name: `Mark handled: message from ${name}` }).click();
  await expectToast(inbox, 'Message marked as handled');
  await expect(inbox.getByTestId('contact-message').filter({ hasText: subject })).toHaveCount(0);
  await inbox.getByRole('button', { name: 'Handled', exact: true }).click();
  const handled = inbox.getByTestId('contact-message').filter({ hasText: subject });
  await expect(handled.getByTestId('message-status')).toHaveText('Handled');
  await expect(handled.getByRole('button', { name: `Mark unread: message from ${name}` })).toBeVisible();
  await admin.close();
});
