import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VALIDATION_MESSAGES } from '@app/contracts';
import { renderWithProviders } from '@app/web-kit/testing';
import { makeStore } from '../../app/store';
import { stubFetch } from '../../testing/fetchStub';
import { REVIEW_TEXTS, ReviewForm } from './ReviewForm';

// Whole forms driven key by key through MUI: generous on a busy CI machine, still bounded.
jest.setTimeout(30_000);

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function setup() {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<ReviewForm />, { store: makeStore(), brand: 'lunar' });
  return user;
}

/** fireEvent, not user-event: jsdom has no layout, so MUI Rating's hover maths would turn a pointer click into NaN. */
function rate(stars: string) {
  fireEvent.click(screen.getByRole('radio', { name: stars }));
}

async function pickService(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('combobox', { name: /Service/ }));
  await user.click(await screen.findByRole('option', { name }));
}

describe(ReviewForm.name, () => {
  it('says reviews are moderated before publication', () => {
    stubFetch({});
    setup();
    expect(screen.getByText(REVIEW_TEXTS.moderated)).toBeInTheDocument();
  });

  it('shows every §5 review message for an empty form and sends nothing', async () => {
    const { requests } = stubFetch({});
    const user = setup();
    await user.click(screen.getByRole('button', { name: REVIEW_TEXTS.submit }));
    expect(await screen.findByText(VALIDATION_MESSAGES.nameMin)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.serviceRequired)).toBeInTheDocument();
    expect(screen.getByText('Please select a rating from 1 to 5')).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.reviewTextMin)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('rejects a one-letter name, an e-mail without a domain dot and a nine-character review', async () => {
    stubFetch({});
    const user = setup();
    await user.type(screen.getByRole('textbox', { name: /Your Name/ }), 'A');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ada@gmail');
    await user.type(screen.getByRole('textbox', { name: /Your Review/ }), 'Too short');
    await user.click(screen.getByRole('button', { name: REVIEW_TEXTS.submit }));
    expect(await screen.findByText(VALIDATION_MESSAGES.nameMin)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.reviewTextMin)).toBeInTheDocument();
  });

  it('POSTs the review to /api/psychic-reviews and thanks the visitor', async () => {
    const { requests } = stubFetch({ 'POST /api/psychic-reviews': { status: 201, body: {} } });
    const user = setup();
    await user.type(screen.getByRole('textbox', { name: /Your Name/ }), 'Willow Grey');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'willow@example.com');
    await pickService(user, 'Love Reading');
    rate('4 Stars');
    await user.type(screen.getByRole('textbox', { name: /Your Review/ }), 'Honest, warm and surprisingly specific.');
    await user.click(screen.getByRole('button', { name: REVIEW_TEXTS.submit }));

    const thanks = await screen.findByRole('status');
    expect(within(thanks).getByText(REVIEW_TEXTS.thanksTitle)).toBeInTheDocument();
    expect(thanks).toHaveTextContent('Thank you, Willow Grey.');
    expect(thanks).toHaveTextContent('once it has been approved');
    expect(requests.filter((r) => r.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/psychic-reviews',
        body: {
          customerName: 'Willow Grey',
          customerEmail: 'willow@example.com',
          serviceId: 'love-reading',
          rating: 4,
          reviewText: 'Honest, warm and surprisingly specific.',
        },
      },
    ]);

    await user.click(screen.getByRole('button', { name: REVIEW_TEXTS.another }));
    expect(screen.getByRole('textbox', { name: /Your Name/ })).toHaveValue('');
  });

  it('keeps the form and shows the server message in a "Review Not Submitted" toast when the API refuses', async () => {
    stubFetch({
      'POST /api/psychic-reviews': {
        status: 400,
        body: { statusCode: 400, message: 'Please select a service', errors: { serviceId: 'Please select a service' } },
      },
    });
    const user = setup();
    await user.type(screen.getByRole('textbox', { name: /Your Name/ }), 'Willow Grey');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'willow@example.com');
    await pickService(user, 'Timeline Reading');
    rate('5 Stars');
    await user.type(screen.getByRole('textbox', { name: /Your Review/ }), 'Right to the week, again and again.');
    await user.click(screen.getByRole('button', { name: REVIEW_TEXTS.submit }));

    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent(REVIEW_TEXTS.failedTitle);
    expect(toast).toHaveTextContent('Please select a service');
    await waitFor(() => expect(screen.getByRole('button', { name: REVIEW_TEXTS.submit })).toBeEnabled());
    expect(screen.getByRole('textbox', { name: /Your Name/ })).toHaveValue('Willow Grey');
  });
});
