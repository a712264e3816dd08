import { expect, test } from '../support/fixtures';
import { linksInMail } from '../support/mail-links';
import { openSubscriptionDashboard } from '../support/orders';
import { waitForMails } from '../support/outbox';
import { adminContext, expectToast, runId, visitorContext } from './admin-support';

/**
 * Issue 13, journey 7: every coach answer is kept. A subscriber asks; the coach answers twice; the dashboard
 * shows both answers under the question, oldest first, and each answer is e-mailed with a link back.
 */
test('two coach answers are both kept under the question and each is e-mailed with a link back', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const id = runId();
  const customerEmail = `answers-${id}@example.com`;
  const customerName = `Sam ${id}`;
  const question = `How do I keep a new habit going? (${id})`;
  const first = `Start so small it feels too easy: two minutes a day. (${id})`;
  const second = `And tie it to something you already do every morning. (${id})`;

  const created = await request.post('/api/subscriptions', {
    data: { customerName, customerEmail, planType: 'standard', paymentMethod: 'venmo' },
  });
  expect(created.status(), await created.text()).toBe(202);

  // The coach confirms the Venmo payment: the plan is active.
  const admin = await adminContext(browser);
  const coach = await admin.newPage();
  await coach.goto('/coach?tab=subscriptions');
  await coach.getByRole('button', { name: `Mark paid: subscription of ${customerName}` }).click();
  await expectToast(coach, 'Subscription activated');

  // The subscriber asks from the dashboard.
  const visitor = await visitorContext(browser);
  const subscriber = await visitor.newPage();
  await openSubscriptionDashboard(subscriber, customerEmail);
  const dashboard = subscriber.getByTestId('subscription-dashboard');
  await expect(dashboard.getByTestId('status-badge')).toHaveText('Active');
  await dashboard.getByRole('textbox', { name: 'Your question' }).fill(question);
  await dashboard.getByRole('button', { name: 'Send Question' }).click();
  await expectToast(subscriber, 'Question sent');

  // The coach answers, then adds a second answer to the same question.
  await coach.goto('/coach?tab=questions');
  const card = coach.getByTestId('question-card').filter({ hasText: question });
  await card.getByRole('textbox', { name: `Answer to ${customerName}` }).fill(first);
  await card.getByRole('button', { name: 'Send answer' }).click();
  await expectToast(coach, 'Answer sent');
  await coach.getByRole('button', { name: 'Answered', exact: true }).click();
  const answered = coach.getByTestId('question-card').filter({ hasText: question });
  await expect(answered.getByTestId('question-answer')).toHaveText([new RegExp(escape(first))]);
  await answered.getByRole('textbox', { name: `Another answer to ${customerName}` }).fill(second);
  await answered.getByRole('button', { name: 'Add another answer' }).click();
  await expect(answered.getByTestId('question-answer')).toHaveText([
    new RegExp(escape(first)),
    new RegExp(escape(second)),
  ]);
  await admin.close();

  // The subscriber sees both, under the question, oldest first.
  await openSubscriptionDashboard(subscriber, customerEmail);
  const conversation = subscriber.getByRole('list', { name: 'Conversation' });
  await expect(conversation.getByText(second)).toBeVisible();
  const text = (await conversation.innerText()).replace(/\s+/g, ' ');
  const at = (s: string) => text.indexOf(s);
  expect(at(question)).toBeGreaterThanOrEqual(0);
  expect(at(first)).toBeGreaterThan(at(question));
  expect(at(second)).toBeGreaterThan(at(first));

  // Two e-mails, one per answer, each with its answer and a link back to the dashboard.
  const mails = await waitForMails({ to: customerEmail, type: 'subscription-answered' }, 2);
  expect(mails).toHaveLength(2);
  expect(mails.some((m) => m.text.includes(first))).toBe(true);
  expect(mails.some((m) => m.text.includes(second))).toBe(true);
  for (const mail of mails) {
    expect(mail.text).toContain(question);
    const links = await linksInMail(visitor, mail);
    expect(
      links.map((l) => new URL(l.href).pathname),
      mail.subject,
    ).toContain('/subscriptions');
  }
  await visitor.close();
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
