import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_BRANDS } from '@app/contracts';
import { renderWithProviders } from '@app/web-kit/testing';
import { HelpCenter } from './HelpCenter';
import { FAQ_CATEGORIES, buildFaqs, filterFaqs } from './faqs';

// Each keystroke re-renders the whole FAQ; a busy CI machine needs more than jest's default 5 s.
jest.setTimeout(30_000);

describe(HelpCenter.name, () => {
  it('offers All Categories plus the seven categories', () => {
    renderWithProviders(<HelpCenter />);
    const chips = within(screen.getByRole('group', { name: 'FAQ categories' })).getAllByRole('button');
    expect(chips.map((c) => c.textContent)).toEqual(['All Categories', ...FAQ_CATEGORIES]);
    expect(FAQ_CATEGORIES).toHaveLength(7);
  });

  it('makes each question one h4 under the h3, never a heading inside a heading', () => {
    renderWithProviders(<HelpCenter />);
    const items = screen.getAllByTestId('faq-item');
    const questions = screen.getAllByRole('heading', { level: 4 });
    expect(questions).toHaveLength(items.length);
    expect(screen.getByRole('heading', { level: 4, name: 'Can I get a refund?' })).toBeInTheDocument();
    for (const q of questions) expect(q.querySelector('h1, h2, h3, h4, h5, h6')).toBeNull();
    expect(document.querySelector('h3 h4, h4 h3, h3 h3, h4 h4')).toBeNull();
  });

  it('filters by category and by search, and says "No results found"', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HelpCenter />);
    const all = screen.getAllByTestId('faq-item').length;
    await user.click(screen.getByRole('button', { name: 'Payments' }));
    const payments = screen.getAllByTestId('faq-item');
    expect(payments.length).toBeLessThan(all);
    expect(screen.getByText('Which payment methods do you accept?')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'All Categories' }));
    await user.click(screen.getByRole('searchbox', { name: 'Search help articles' }));
    await user.paste('refund');
    expect(screen.getByText('Can I get a refund?')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox'));
    await user.paste('xylophone');
    expect(screen.getByText('No results found')).toBeInTheDocument();
    expect(screen.queryAllByTestId('faq-item')).toHaveLength(0);
  });

  it('expands an answer', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HelpCenter />);
    const question = screen.getByRole('button', { name: 'Do I need to create an account?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/you stay anonymous/)).toBeVisible();
  });
});

describe('FAQ answers stay true to what the site promises (SPEC §9)', () => {
  const faqs = buildFaqs(DEFAULT_BRANDS.coaching);
  const answer = (q: string) => filterFaqs(faqs, q, null)[0]?.answer ?? '';

  it('states the anonymous, no-account rule, the 6-day window and the hours', () => {
    expect(answer('create an account')).toMatch(/No\. There are no accounts/);
    expect(answer('How far ahead')).toMatch(/Up to 6 days ahead/);
    expect(answer('What are your hours')).toBe('Sessions run Mon-Fri 9 AM-9 PM and Sat-Sun 10 AM-10 PM, Eastern Time.');
  });

  it('gives the Terms of Service refund rule, not a flat "no refunds"', () => {
    expect(answer('Can I get a refund')).toMatch(/at least 24 hours before your session and you get a full refund/);
  });

  it('lists the accepted payments', () => {
    expect(answer('Which payment methods')).toMatch(/card payment provider, PayPal, Cash App, Venmo and Zelle/);
  });
});
