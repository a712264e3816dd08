import { screen } from '@testing-library/react';
import type { ChatMessageDto } from '@app/contracts';
import { renderWithProviders } from '../testing';
import { ChatMessageBubble } from './ChatMessageBubble';

const message: ChatMessageDto = {
  id: 'm1',
  sessionId: 's1',
  senderId: 'coach-1',
  senderName: 'Coach Ari',
  senderType: 'coach',
  message: 'See you at noon',
  timestamp: '2026-03-14T15:05:00.000Z',
  isRead: false,
};

describe(ChatMessageBubble.name, () => {
  it("shows the reader's clock and says so, with the date and zone, in the time's title", () => {
    renderWithProviders(<ChatMessageBubble message={message} own={false} />);
    const time = screen.getByText(/^\d{1,2}:05 (AM|PM)$/);
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', message.timestamp);
    expect(time.getAttribute('title')).toMatch(/^Sat, Mar 14, \d{1,2}:05 (AM|PM) \S+ \(your time\)$/);
    // The title's clock is the one on screen.
    expect(time.getAttribute('title')).toContain(time.textContent);
  });

  it('shows no time, and no title, for a timestamp it cannot read', () => {
    renderWithProviders(<ChatMessageBubble message={{ ...message, timestamp: 'not a time' }} own />);
    expect(screen.queryByTitle(/your time/)).toBeNull();
    expect(screen.getByText('See you at noon')).toBeInTheDocument();
  });
});
