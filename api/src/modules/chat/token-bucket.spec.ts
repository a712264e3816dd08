import { TokenBucket } from './token-bucket';

describe(TokenBucket.name, () => {
  let now: number;
  const clock = () => now;

  beforeEach(() => {
    now = 1_000;
  });

  it('allows a burst up to its capacity, then refuses', () => {
    const sut = new TokenBucket(3, 1, clock);
    expect([sut.take(), sut.take(), sut.take(), sut.take()]).toEqual([true, true, true, false]);
  });

  it('refills at its rate and never beyond its capacity', () => {
    const sut = new TokenBucket(2, 2, clock);
    sut.take();
    sut.take();
    now += 499;
    expect(sut.take()).toBe(false);
    now += 1;
    expect(sut.take()).toBe(true);
    now += 60_000;
    expect([sut.take(), sut.take(), sut.take()]).toEqual([true, true, false]);
  });
});
