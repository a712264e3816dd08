import type { ReactNode } from 'react';
import { act, renderHook, screen } from '@testing-library/react';
import type { BookingDto } from '@app/contracts';
import { AppProviders } from '../providers/AppProviders';
import { useCreateBooking, type CreateBookingOptions } from './useCreateBooking';

const wrapper = ({ children }: { children: ReactNode }) => <AppProviders brand="coaching">{children}</AppProviders>;
const TOASTS = {
  booked: { title: 'Booking Confirmed', description: 'See you soon.' },
  held: { title: 'Slot Reserved', description: 'Pay within 15 minutes.' },
  failedTitle: 'Booking Failed',
  failedFallback: 'Please try again.',
};
const booking = (status: BookingDto['status']) => ({ id: 'bk-1', status }) as BookingDto;
const answer = (result: Promise<BookingDto>) => ({ unwrap: () => result });
const toastTexts = () => screen.queryAllByTestId('toast').map((t) => t.textContent);

function setup(
  create: CreateBookingOptions<{ serviceId: string }>['create'],
  extra: Partial<CreateBookingOptions<{ serviceId: string }>> = {},
) {
  return renderHook(() => useCreateBooking({ create, toasts: TOASTS, ...extra }), { wrapper });
}

describe('useCreateBooking', () => {
  it("sends the visitor's time zone and says a card booking is held, never booked", async () => {
    const create = jest.fn(() => answer(Promise.resolve(booking('pending_payment'))));
    const { result } = setup(create);
    let created: BookingDto | null = null;
    await act(async () => {
      created = await result.current.submit({ serviceId: 'svc' });
    });
    expect(created).toMatchObject({ id: 'bk-1' });
    expect(create).toHaveBeenCalledWith({
      serviceId: 'svc',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(toastTexts()).toEqual(['Slot ReservedPay within 15 minutes.']);
  });

  it('says an off-site booking is booked', async () => {
    const { result } = setup(() => answer(Promise.resolve(booking('confirmed'))));
    await act(() => result.current.submit({ serviceId: 'svc' }));
    expect(toastTexts()).toEqual(['Booking ConfirmedSee you soon.']);
  });

  it("on SLOT_TAKEN (409) drops the taken slot, shows the server's field errors and its words", async () => {
    const onSlotTaken = jest.fn();
    const applyServerErrors = jest.fn(() => true);
    const conflict = {
      status: 409,
      data: { code: 'SLOT_TAKEN', message: 'That time was just booked.' },
      errors: { timeSlotId: 'Taken' },
    };
    const { result } = setup(() => answer(Promise.reject(conflict)), { onSlotTaken, form: { applyServerErrors } });
    let created: BookingDto | null = booking('confirmed');
    await act(async () => {
      created = await result.current.submit({ serviceId: 'svc' });
    });
    expect(created).toBeNull();
    expect(onSlotTaken).toHaveBeenCalledTimes(1);
    expect(applyServerErrors).toHaveBeenCalledWith(conflict);
    expect(toastTexts()).toEqual(['Booking FailedThat time was just booked.']);
    expect(result.current.isSubmitting).toBe(false);
  });

  it('keeps the slot on any other failure and falls back to its own words without a server message', async () => {
    const onSlotTaken = jest.fn();
    const { result } = setup(() => answer(Promise.reject({ status: 500, message: '500: Internal' })), { onSlotTaken });
    await act(() => result.current.submit({ serviceId: 'svc' }));
    expect(onSlotTaken).not.toHaveBeenCalled();
    expect(toastTexts()).toEqual(['Booking FailedPlease try again.']);
  });
});
