import { screen, waitFor, within } from '@testing-library/react';
import { COACHING_SERVICES, DEFAULT_BRANDS } from '@app/contracts';
import { renderWithProviders, stubApi } from '@app/web-kit/testing';
import { makeStore } from '../../app/store';
import { buildFaqs } from '../help/faqs';
import { ServicesSection } from '../services/ServicesSection';
import { meta as subscriptionsPageMeta } from '../../pages/SubscriptionsPage';
import { PlanChooser } from '../subscriptions/PlanChooser';
import { SubscriptionsSection } from '../subscriptions/SubscriptionsSection';
import { TourDialog } from '../tour/TourDialog';
import { HeroSection } from './HeroSection';

// Issue 29 item 1, the default configuration: no meeting room, so nothing on the page promises video. Its own file:
// the brand settings load once per module registry (VideoPromisesWithRoom.test.tsx has a room).
const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function serve() {
  return stubApi({
    'GET /api/brands': { body: DEFAULT_BRANDS },
    'GET /api/services': { body: COACHING_SERVICES.filter((s) => s.type !== 'video') },
  });
}

describe('without a meeting room', () => {
  it('the hero promises live chat only, and its calls to action are links to the sections', async () => {
    const { requests } = serve();
    renderWithProviders(<HeroSection />);
    await waitFor(() => expect(requests.some((r) => r.path === '/api/brands')).toBe(true));
    expect(screen.getByText('By live chat')).toBeInTheDocument();
    expect(screen.queryByText(/video/i)).toBeNull();
    expect(screen.getByRole('link', { name: 'Book a Session' })).toHaveAttribute('href', '#booking');
    expect(screen.getByRole('link', { name: 'Monthly Coaching Plans' })).toHaveAttribute('href', '#subscriptions');
    expect(screen.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '#about');
  });

  it('lists no video service and does not mention a video check-in', async () => {
    serve();
    renderWithProviders(<ServicesSection />, { store: makeStore() });
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Coaching Services'));
    expect(screen.getAllByTestId('service-card')).toHaveLength(3);
    // ("No video needed" on the chat card is true either way.)
    expect(screen.queryByText(/video (call|coaching|check-in|session)/i)).toBeNull();
    expect(screen.getByText(/a decision, a habit, or three questions by chat\./)).toBeInTheDocument();
  });

  it('leaves the video sessions off the Premium card', () => {
    serve();
    renderWithProviders(<PlanChooser selected={null} onSelect={jest.fn()} headingLevel="h3" />);
    const premium = screen.getByTestId('plan-premium');
    expect(within(premium).queryByText(/video/i)).toBeNull();
    expect(within(premium).getByText('3 questions per day')).toBeInTheDocument();
  });

  it('the tour and the FAQ speak of chat only', () => {
    serve();
    renderWithProviders(
      <TourDialog open step={3} onClose={jest.fn()} onNext={jest.fn()} onPrevious={jest.fn()} onGoTo={jest.fn()} />,
    );
    expect(screen.getByText(/Premium adds a question and priority/)).toBeInTheDocument();
    const faqs = buildFaqs(DEFAULT_BRANDS.coaching);
    expect(faqs.filter((f) => /video/i.test(f.question + f.answer))).toEqual([]);
  });

  it("the plans' subtitle and the /subscriptions description promise no video session", async () => {
    serve();
    renderWithProviders(<SubscriptionsSection />, { store: makeStore() });
    expect(await screen.findByText(/with more questions and priority answers on Premium\./)).toBeInTheDocument();
    expect(screen.queryByText(/video/i)).toBeNull();
    expect(subscriptionsPageMeta.description).not.toMatch(/video/i);
  });
});
