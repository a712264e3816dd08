import { act, renderHook, waitFor } from '@testing-library/react';
import { PAYMENT_WINDOW_MESSAGE_TYPE } from '@app/contracts';
import type { FollowedState } from './bookingFollow';
import { useBookingFollower, type FollowedBooking, type ReadBookingState } from './useBookingFollower';

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const heldBooking = (holdExpiresAt = inMinutes(15)): FollowedBooking => ({
  id: 'bk-1',
  manageToken: 'tok-1',
  status: 'pending_payment',
  paymentStatus: 'awaiting',
  holdExpiresAt,
});

/** The server as the follower sees it: answers what `state` holds now, and counts the reads. */
function server(initial: FollowedState) {
  let state = initial;
  const read = jest.fn<ReturnType<ReadBookingState>, Parameters<ReadBookingState>>(async () => state);
  return { read, set: (next: FollowedState) => (state = next) };
}

const setVisibility = (value: 'hidden' | 'visible') => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
  document.dispatchEvent(new Event('visibilitychange'));
};

afterEach(() => setVisibility('visible'));

describe('useBookingFollower', () => {
  it('counts the hold down and follows the server to "paid", then stops asking', async () => {
    const booking = heldBooking();
    const api = server({ status: 'pending_payment', paymentStatus: 'awaiting', holdExpiresAt: booking.holdExpiresAt! });
    const { result } = renderHook(() => useBookingFollower(booking, { read: api.read, pollMs: 10 }));
    expect(result.current.outcome).toBe('held');
    await waitFor(() => expect(result.current.msLeft).toBeGreaterThan(14 * 60_000));
    await waitFor(() => expect(api.read).toHaveBeenCalledWith('tok-1', expect.any(AbortSignal)));

    api.set({ status: 'confirmed', paymentStatus: 'paid', holdExpiresAt: null });
    await waitFor(() => expect(result.current.outcome).toBe('paid'));
    expect(result.current.msLeft).toBeNull();
    const reads = api.read.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(api.read).toHaveBeenCalledTimes(reads);
  });

  it('hears the card window of this booking only, from this origin only', async () => {
    const api = server({ status: 'pending_payment', paymentStatus: 'awaiting', holdExpiresAt: inMinutes(15) });
    const { result } = renderHook(() => useBookingFollower(heldBooking(), { read: api.read, pollMs: 60_000 }));
    const report = (bookingId: string, origin = window.location.origin) =>
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', {
            origin,
            data: { type: PAYMENT_WINDOW_MESSAGE_TYPE, status: 'paid', serviceId: 's', bookingId, paymentId: 'p-9' },
          }),
        );
      });
    report('someone-else');
    report('bk-1', 'https://elsewhere.example');
    expect(result.current.outcome).toBe('held');
    report('bk-1');
    expect(result.current).toMatchObject({ outcome: 'paid', paymentStatus: 'paid', paymentId: 'p-9' });
  });

  it('says "released" when the hold has ended, and "cancelled" when the server says so', async () => {
    const lapsed = renderHook(() =>
      useBookingFollower(heldBooking(inMinutes(-1)), { read: server(heldState()).read, pollMs: 60_000 }),
    );
    await waitFor(() => expect(lapsed.result.current.outcome).toBe('released'));

    const api = server({ status: 'cancelled', paymentStatus: 'awaiting', holdExpiresAt: null });
    const cancelled = renderHook(() => useBookingFollower(heldBooking(), { read: api.read, pollMs: 10 }));
    await waitFor(() => expect(cancelled.result.current.outcome).toBe('cancelled'));
  });

  it('does not ask while the tab is hidden, and asks at once when it is shown again', async () => {
    const api = server(heldState());
    setVisibility('hidden');
    renderHook(() => useBookingFollower(heldBooking(), { read: api.read, pollMs: 10 }));
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(api.read).not.toHaveBeenCalled();
    act(() => setVisibility('visible'));
    await waitFor(() => expect(api.read).toHaveBeenCalledTimes(1));
  });

  it('stops asking on unmount, and never follows a booking that was booked at creation', async () => {
    const api = server(heldState());
    const { unmount } = renderHook(() => useBookingFollower(heldBooking(), { read: api.read, pollMs: 10 }));
    await waitFor(() => expect(api.read).toHaveBeenCalled());
    unmount();
    const reads = api.read.mock.calls.length;

    const offSite = renderHook(() =>
      useBookingFollower(
        { id: 'bk-2', manageToken: 'tok-2', status: 'confirmed', paymentStatus: 'awaiting', holdExpiresAt: null },
        { read: api.read, pollMs: 10 },
      ),
    );
    expect(offSite.result.current).toMatchObject({ outcome: 'booked', paymentStatus: 'awaiting', msLeft: null });
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(api.read).toHaveBeenCalledTimes(reads);
  });
});

function heldState(): FollowedState {
  return { status: 'pending_payment', paymentStatus: 'awaiting', holdExpiresAt: inMinutes(15) };
}
