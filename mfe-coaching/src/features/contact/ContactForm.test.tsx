import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, stubApi } from '@app/web-kit/testing';
import { makeStore } from '../../app/store';
import { ContactSection } from './ContactSection';

jest.setTimeout(30_000);

type User = ReturnType<typeof userEvent.setup>;
async function fill(user: User, name: string, text: string) {
  await user.click(screen.getByRole('textbox', { name }));
  await user.paste(text);
}

describe(ContactSection.name, () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('shows the phone, e-mail and "Within 24 hours", and the secure badge', () => {
    stubApi({});
    renderWithProviders(<ContactSection />, { store: makeStore() });
    expect(screen.getByRole('link', { name: '(555) 010-2200' })).toHaveAttribute('href', 'tel:5550102200');
    expect(screen.getByRole('link', { name: 'coach@example.com' })).toHaveAttribute('href', 'mailto:coach@example.com');
    expect(screen.getByText('Within 24 hours')).toBeInTheDocument();
    expect(screen.getByText('Secure & Private Communication')).toBeInTheDocument();
  });

  it('shows the §5 messages', async () => {
    const api = stubApi({});
    const user = userEvent.setup();
    renderWithProviders(<ContactSection />, { store: makeStore() });
    await fill(user, 'Email', 'not-an-email');
    await fill(user, 'Subject', 'Hi');
    await fill(user, 'Message', 'Too short');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Subject must be at least 5 characters')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters')).toBeInTheDocument();
    expect(api.sent('POST /api/contact')).toHaveLength(0);
  });

  it('sends the message, thanks the visitor and clears the form', async () => {
    const api = stubApi({
      'POST /api/contact': { status: 201, body: { id: 'c1', receivedAt: '2026-03-10T14:00:00Z' } },
    });
    const user = userEvent.setup();
    renderWithProviders(<ContactSection />, { store: makeStore() });
    await fill(user, 'Name', 'Ada Lovelace');
    await fill(user, 'Email', 'ada@example.com');
    await fill(user, 'Subject', 'Question about plans');
    await fill(user, 'Message', 'Can I switch plans mid-month?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
    expect(
      screen.getByText(
        "Thank you for reaching out. We'll get back to you within 24 hours. A confirmation is on its way to ada@example.com.",
      ),
    ).toBeInTheDocument();
    expect(api.sent('POST /api/contact')[0].body).toEqual({
      brand: 'coaching',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Question about plans',
      message: 'Can I switch plans mid-month?',
    });
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
  });

  it('says "Message Delivery Failed" with the direct e-mail when sending fails', async () => {
    stubApi({ 'POST /api/contact': { status: 500, body: { statusCode: 500, message: 'Internal error' } } });
    const user = userEvent.setup();
    renderWithProviders(<ContactSection />, { store: makeStore() });
    await fill(user, 'Name', 'Ada Lovelace');
    await fill(user, 'Email', 'ada@example.com');
    await fill(user, 'Subject', 'Question about plans');
    await fill(user, 'Message', 'Can I switch plans mid-month?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message Delivery Failed')).toBeInTheDocument();
    expect(screen.getByText('Please try again or contact us directly at coach@example.com')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('Question about plans');
  });
});
