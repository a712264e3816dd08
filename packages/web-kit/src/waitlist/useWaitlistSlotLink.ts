import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { WAITLIST_QUERY, type TimeSlotDto } from '@app/contracts';

/**
 * A waitlist e-mail's link, /booking?date=…&slot=<id> (or /lunar-booking): once the times have loaded, the freed time is chosen (and
 * scrolled to) if it is still free; if someone booked it first, `taken` says so and the page shows what is left.
 * The existing slot lock decides any race after this: the booking itself answers 409 to the loser.
 */
export function useWaitlistSlotLink(
  /** The bookable times the page offers now. */
  offered: readonly TimeSlotDto[],
  isLoading: boolean,
  choose: (slot: TimeSlotDto) => void,
) {
  const [search] = useSearchParams();
  const slotId = search.get(WAITLIST_QUERY.slot);
  const date = search.get(WAITLIST_QUERY.date);
  const [taken, setTaken] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const done = useRef(false);

  useEffect(() => {
    if (!slotId || isLoading || done.current) return;
    done.current = true;
    const slot = offered.find((s) => s.id === slotId);
    if (slot) {
      choose(slot);
      setChosen(slot.id);
    } else setTaken(true);
  }, [slotId, isLoading, offered, choose]);

  // Once the picker has drawn the chosen time (its day shows every time when needed; the list itself renders in a
  // deferred pass, so it may take a few frames): bring it into view. Given up after about a second.
  useEffect(() => {
    if (!chosen) return;
    let frame = 0;
    let frames = 0;
    const reveal = () => {
      const button = document.querySelector(`[data-slot-id=${JSON.stringify(chosen)}]`);
      if (button) button.scrollIntoView({ block: 'center' });
      else if (++frames < 60) frame = requestAnimationFrame(reveal);
    };
    frame = requestAnimationFrame(reveal);
    return () => cancelAnimationFrame(frame);
  }, [chosen]);

  return { fromLink: Boolean(slotId || date), taken };
}
