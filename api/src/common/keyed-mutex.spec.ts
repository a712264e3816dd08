import { KeyedMutex } from './keyed-mutex';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe(KeyedMutex.name, () => {
  it('runs tasks of one key one after another, in order, even when one fails', async () => {
    const sut = new KeyedMutex();
    const events: string[] = [];
    const task =
      (name: string, fail = false) =>
      async () => {
        events.push(`${name} start`);
        await tick();
        events.push(`${name} end`);
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([
      sut.run('a', task('1')),
      sut.run('a', task('2', true)),
      sut.run('a', task('3')),
    ]);
    expect(events).toEqual(['1 start', '1 end', '2 start', '2 end', '3 start', '3 end']);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('runs different keys side by side', async () => {
    const sut = new KeyedMutex();
    const events: string[] = [];
    const task = (name: string) => async () => {
      events.push(`${name} start`);
      await tick();
      events.push(`${name} end`);
    };
    await Promise.all([sut.run('a', task('a')), sut.run('b', task('b'))]);
    expect(events.slice(0, 2)).toEqual(['a start', 'b start']);
  });
});
