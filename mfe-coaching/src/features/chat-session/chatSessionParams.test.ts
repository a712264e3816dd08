import { chatSessionTarget } from './chatSessionParams';

const target = (query: string) => chatSessionTarget(new URLSearchParams(query));

describe(chatSessionTarget.name, () => {
  it('falls back to the demo session without parameters', () => {
    expect(target('')).toEqual({ kind: 'demo', sessionId: 'demo' });
    expect(target('session=demo')).toEqual({ kind: 'demo', sessionId: 'demo' });
  });

  it("reads a booking's chat link", () => {
    expect(target('session=s-1&booking=b-1&token=t0k')).toEqual({
      kind: 'booking',
      sessionId: 's-1',
      bookingId: 'b-1',
      token: 't0k',
    });
    expect(target('session=s-1')).toEqual({ kind: 'booking', sessionId: 's-1', bookingId: null, token: '' });
  });

  it('treats a booking without a session as unknown', () => {
    expect(target('booking=b-1')).toEqual({ kind: 'invalid' });
  });
});
