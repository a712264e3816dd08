import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REVIEW_LINK_MESSAGES, VALIDATION_MESSAGES } from '@app/contracts';
import { renderWithProviders, stubApi } from '@app/web-kit/testing';
import { makeStore } from '../../app/store';
import { REVIEW_TEXTS, ReviewForm } from './ReviewForm';
import { REVIEW_LINK_TEXTS } from './ReviewLinkNotice';

// Whole forms driven key by key through MUI: generous on a busy CI machine, still bounded.
jest.setTimeout(30_000);

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function setup(route = '/lunar-light') {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<ReviewForm />, { store: makeStore(), brand: 'lunar', route });
  return user;
}

const TOKEN = '7f0c2d9e-1111-4222-8333-944455556666.signature';
const INVITATION = 'GET /api/psychic-reviews/invitation?token=' + encodeURIComponent(TOKEN);
const invitation = (alreadyReviewed = false) => ({
  serviceId: 'three-card-tarot',
  serviceName: '3 Card Tarot Draw',
  sessionStartsAt: '2026-11-21T15:00:00.000Z',
  customerName: 'Luna Seeker',
  customerEmail: 'luna@example.com',
  alreadyReviewed,
});

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
    stubApi({});
    setup();
    expect(screen.getByText(REVIEW_TEXTS.moderated)).toBeInTheDocument();
  });

  it('shows every §5 review message for an empty form and sends nothing', async () => {
    const { requests } = stubApi({});
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
    stubApi({});
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
    const { requests } = stubApi({ 'POST /api/psychic-reviews': { status: 201, body: {} } });
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
    expect(requests.filter((r) => r.method === 'POST')).toMatchObject([
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
    stubApi({
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

  describe("opened from a booking's e-mailed review link", () => {
    it("says which reading is reviewed, prefills the booking and sends the link's token", async () => {
      const { requests } = stubApi({
        [INVITATION]: { body: invitation() },
        'POST /api/psychic-reviews': { status: 201, body: {} },
      });
      const user = setup(`/lunar-light?review=${encodeURIComponent(TOKEN)}`);
      const notice = await screen.findByTestId('review-link-notice');
      expect(notice).toHaveTextContent('Reviewing your reading on Saturday, November 21, 2026');
      expect(notice).toHaveTextContent('Verified Reading');
      await waitFor(() => expect(screen.getByRole('textbox', { name: /Your Name/ })).toHaveValue('Luna Seeker'));
      expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('luna@example.com');
      expect(screen.getByRole('combobox', { name: /Service/ })).toHaveTextContent('3 Card Tarot Draw');
      expect(screen.getByRole('combobox', { name: /Service/ })).toHaveAttribute('aria-disabled', 'true');

      rate('3 Stars');
      await user.type(screen.getByRole('textbox', { name: /Your Review/ }), 'Gentle and clear, if a little brief.');
      await user.click(screen.getByRole('button', { name: REVIEW_TEXTS.submit }));
      await screen.findByRole('status');
      expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
        {
          customerName: 'Luna Seeker',
          customerEmail: 'luna@example.com',
          serviceId: 'three-card-tarot',
          rating: 3,
          reviewText: 'Gentle and clear, if a little brief.',
          reviewToken: TOKEN,
        },
      ]);

      // Another review after that is a plain one again.
      await user.click(screen.getByRole('button', { name: REVIEW_TEXTS.another }));
      expect(screen.queryByTestId('review-link-notice')).not.toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: /Service/ })).not.toHaveAttribute('aria-disabled');
    });

    it('explains a link the server refuses and lets the visitor write an unverified review instead', async () => {
      const { requests } = stubApi({
        [INVITATION]: {
          status: 400,
          body: {
            statusCode: 400,
            message: REVIEW_LINK_MESSAGES.invalid,
            errors: { reviewToken: REVIEW_LINK_MESSAGES.invalid },
          },
        },
        'POST /api/psychic-reviews': { status: 201, body: {} },
      });
      const user = setup(`/lunar-light?review=${encodeURIComponent(TOKEN)}`);
      const notice = await screen.findByTestId('review-link-notice');
      expect(notice).toHaveTextContent(REVIEW_LINK_MESSAGES.invalid);
      expect(notice).toHaveTextContent(REVIEW_LINK_TEXTS.unusable);

      await user.type(screen.getByRole('textbox', { name: /Your Name/ }), 'Willow Grey');
      await user.type(screen.getByRole('textbox', { name: /Email/ }), 'willow@example.com');
      await pickService(user, 'Love Reading');
      rate('4 Stars');
      await user.type(screen.getByRole('textbox', { name: /Your Review/ }), 'Honest, warm and surprisingly specific.');
      await user.click(screen.getByRole('button', { name: REVIEW_TEXTS.submit }));
      await screen.findByRole('status');
      const [posted] = requests.filter((r) => r.method === 'POST');
      expect(posted.body).not.toHaveProperty('reviewToken');
    });

    it('thanks a customer whose reading is already reviewed instead of asking again', async () => {
      stubApi({ [INVITATION]: { body: invitation(true) } });
      setup(`/lunar-light?review=${encodeURIComponent(TOKEN)}`);
      expect(await screen.findByText(REVIEW_LINK_MESSAGES.alreadyReviewed)).toBeInTheDocument();
      expect(screen.queryByRole('form', { name: 'Write a review' })).not.toBeInTheDocument();
    });
  });
});
