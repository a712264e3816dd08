import type { IncomingMessage } from 'node:http';
import { clientAddressOf, KeyedBuckets } from './chat-rate-caps';

const upgrade = (peer: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress: peer },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  }) as unknown as IncomingMessage;

describe(clientAddressOf.name, () => {
  it('is the peer when no proxy is trusted, whatever the header claims', () => {
    expect(clientAddressOf(upgrade('::ffff:203.0.113.7', '198.51.100.1'), false)).toBe('203.0.113.7');
  });

  it('walks X-Forwarded-For from the peer while the hop is a trusted proxy', () => {
    const chain = upgrade('10.0.0.2', '198.51.100.9, 203.0.113.7, 10.0.0.1');
    expect(clientAddressOf(chain, true)).toBe('198.51.100.9');
    expect(clientAddressOf(chain, 'uniquelocal')).toBe('203.0.113.7');
    expect(clientAddressOf(chain, '10.0.0.0/8, 203.0.113.7')).toBe('198.51.100.9');
    expect(clientAddressOf(chain, (_address, hop) => hop < 1)).toBe('10.0.0.1');
    // A forged entry that is not an address is never a trusted proxy.
    expect(clientAddressOf(upgrade('10.0.0.2', 'x, not-an-ip'), 'uniquelocal')).toBe('not-an-ip');
  });
});

describe(KeyedBuckets.name, () => {
  it('gives each key its own allowance and forgets keys that have refilled', () => {
    let now = 0;
    const sut = new KeyedBuckets(2, 1, () => now);
    expect([sut.take('a'), sut.take('a'), sut.take('a'), sut.take('b')]).toEqual([true, true, false, true]);
    now += 1_000;
    sut.prune();
    // 'a' is half way back and stays; 'b' is full again and was dropped, so it starts with a full bucket anyway.
    expect([sut.take('a'), sut.take('a'), sut.take('b'), sut.take('b'), sut.take('b')]).toEqual([
      true,
      false,
      true,
      true,
      false,
    ]);
  });
});
