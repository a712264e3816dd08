import { screen, waitFor, within } from '@testing-library/react';
import { COACHING_SERVICES, DEFAULT_BRANDS } from '@app/contracts';
import { renderWithProviders, stubApi } from '@app/web-kit/testing';
import { makeStore } from '../../app/store';
import { buildFaqs } from '../help/faqs';
import { ServicesSection } from '../services/ServicesSection';
import { PlanChooser } from '../subscriptions/PlanChooser';
import { SubscriptionsSection } from '../subscriptions/SubscriptionsSection';
import { HeroSection } from './HeroSection';

// Issue 29 item 1: once the coach has a Zoom room, video is offered, and only Zoom is named.
const ZOOM = { ...DEFAULT_BRANDS.coaching, meetingRooms: { zoom: 'https://zoom.us/j/5550102200' } };
const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function serve() {
  stubApi({
    'GET /api/brands': { body: { ...DEFAULT_BRANDS, coaching: ZOOM } },
    'GET /api/services': { body: COACHING_SERVICES },
  });
}

describe('with a meeting room', () => {
  it('the hero promises live chat or video call', async () => {
    serve();
    renderWithProviders(<HeroSection />);
    expect(await screen.findByText('By live chat or video call')).toBeInTheDocument();
  });

  it('lists the video service and the Premium video sessions', async () => {
    serve();
    renderWithProviders(
      <>
        <ServicesSection />
        <PlanChooser selected={null} onSelect={jest.fn()} headingLevel="h3" />
      </>,
      { store: makeStore() },
    );
    expect(await screen.findByText('5-Minute Video Coaching')).toBeInTheDocument();
    expect(screen.getAllByTestId('service-card')).toHaveLength(4);
    expect(screen.getByText(/a quick video check-in or three questions by chat/)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByTestId('plan-premium')).getByText('2 personal video sessions per month')).toBeVisible(),
    );
  });

  it('names only the platform that has a room in the FAQ', () => {
    const answer = buildFaqs(ZOOM).find((f) => f.question === 'Which video platforms can I use?')?.answer;
    expect(answer).toBe('Zoom. Pick one when you book a video call and the meeting link comes with your confirmation.');
  });

  it("the plans' subtitle promises Premium's video sessions", async () => {
    serve();
    renderWithProviders(<SubscriptionsSection />, { store: makeStore() });
    expect(await screen.findByText(/on Premium, get personal video sessions each month\./)).toBeInTheDocument();
  });
});
