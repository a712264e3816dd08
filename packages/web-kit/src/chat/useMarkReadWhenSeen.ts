import { useEffect, useRef, useState } from 'react';
import type { ChatSocket } from './useChatSocket';

function pageIsSeen(): boolean {
  return document.visibilityState === 'visible' && document.hasFocus();
}

/**
 * Read state (issue 4 §4): the other side's messages count as read once they are on a visible, focused page.
 * Each id is asked for once per connection; a re-join starts over, so a mark_read lost in a drop is re-sent.
 */
export function useMarkReadWhenSeen({
  status,
  unreadFromOthers,
  markRead,
}: Pick<ChatSocket, 'status' | 'unreadFromOthers' | 'markRead'>) {
  const [seen, setSeen] = useState(() => typeof document !== 'undefined' && pageIsSeen());
  const asked = useRef(new Set<string>());

  useEffect(() => {
    const update = () => setSeen(pageIsSeen());
    window.addEventListener('focus', update);
    window.addEventListener('blur', update);
    document.addEventListener('visibilitychange', update);
    return () => {
      window.removeEventListener('focus', update);
      window.removeEventListener('blur', update);
      document.removeEventListener('visibilitychange', update);
    };
  }, []);

  useEffect(() => {
    if (status !== 'connected') asked.current.clear();
  }, [status]);

  const key = unreadFromOthers.join(',');
  useEffect(() => {
    if (status !== 'connected' || !seen) return;
    const fresh = unreadFromOthers.filter((id) => !asked.current.has(id));
    if (fresh.length === 0) return;
    fresh.forEach((id) => asked.current.add(id));
    markRead(fresh);
    // `key` stands for the list's content: the array itself is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, status, seen, markRead]);
}
