import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isDateKey, type AgendaPaymentFilter, type AgendaStatusFilter, type BrandId } from '@app/contracts';
import type { AgendaQuery } from './coachBookingsApi';
import { agendaRange, stepAnchor, type AgendaView } from './agendaDates';

export interface AgendaFilterValues {
  brand: BrandId | 'all';
  status: AgendaStatusFilter;
  payment: AgendaPaymentFilter;
  search: string;
}

/** Both brands, live bookings, any payment: what a coach looks at first (issue 27). */
const DEFAULT_FILTERS: AgendaFilterValues = { brand: 'all', status: 'live', payment: 'any', search: '' };

/** Typing "mar" then "mara" asks once, not per key. */
export const SEARCH_DEBOUNCE_MS = 300;

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return settled;
}

/**
 * The agenda's view (day or week from an anchor date, ET) and filters, and the API query they make. The view and
 * date live in the address beside ?tab= (`&view=day&date=2026-12-01`), so a reload, or Back from a booking's chat,
 * returns to the same day.
 */
export function useAgenda(today: string) {
  const [params, setParams] = useSearchParams();
  const view: AgendaView = params.get('view') === 'day' ? 'day' : 'week';
  const dateParam = params.get('date');
  const anchor = dateParam && isDateKey(dateParam) ? dateParam : today;
  const show = (next: { view?: AgendaView; date?: string }) =>
    setParams(
      (prev) => {
        const updated = new URLSearchParams(prev);
        if (next.view) updated.set('view', next.view);
        if (next.date === today) updated.delete('date');
        else if (next.date) updated.set('date', next.date);
        return updated;
      },
      { replace: true },
    );
  const [filters, setFilters] = useState(DEFAULT_FILTERS);
  const q = useDebounced(filters.search.trim(), SEARCH_DEBOUNCE_MS);

  const query: AgendaQuery = {
    ...agendaRange(view, anchor),
    status: filters.status,
    payment: filters.payment,
    ...(filters.brand === 'all' ? {} : { brand: filters.brand }),
    ...(q ? { q } : {}),
  };
  return {
    view,
    setView: (next: AgendaView) => show({ view: next }),
    anchor,
    step: (direction: -1 | 1) => show({ date: stepAnchor(view, anchor, direction) }),
    goToday: () => show({ date: today }),
    filters,
    setFilter: <K extends keyof AgendaFilterValues>(key: K, value: AgendaFilterValues[K]) =>
      setFilters((f) => ({ ...f, [key]: value })),
    filtered: filters.status !== 'live' || filters.payment !== 'any' || filters.brand !== 'all' || q !== '',
    query,
  };
}

export type Agenda = ReturnType<typeof useAgenda>;
