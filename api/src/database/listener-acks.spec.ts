import { ListenerAcks } from './listener-acks';

describe('ListenerAcks', () => {
  let acks: ListenerAcks;
  let released: string[];
  const open = (marker: string) => acks.open(marker, () => released.push(marker));

  beforeEach(() => {
    acks = new ListenerAcks();
    released = [];
  });

  it('releases once every listed listener has answered, in any order, answers before the list included', () => {
    open('m');
    acks.heard('m', 20);
    acks.expect('m', [10, 20, 30]);
    acks.heard('m', 30);
    expect(released).toEqual([]);
    acks.heard('m', 10);
    expect(released).toEqual(['m']);
  });

  it('does not release on answers alone: who must answer is known only from the list', () => {
    open('m');
    acks.heard('m', 10);
    expect(released).toEqual([]);
    acks.expect('m', [10]);
    expect(released).toEqual(['m']);
  });

  it('ignores answers to another marker', () => {
    open('m');
    acks.expect('m', [10]);
    acks.heard('other', 10);
    expect(released).toEqual([]);
  });

  it('skips a listener that let a marker time out, until it answers again', () => {
    open('first');
    acks.expect('first', [10, 20]);
    acks.heard('first', 10);
    acks.abandon('first', true);
    expect(released).toEqual(['first']);

    open('second');
    acks.expect('second', [10, 20]);
    acks.heard('second', 10);
    expect(released).toEqual(['first', 'second']);

    acks.heard('late', 20);
    open('third');
    acks.expect('third', [10, 20]);
    acks.heard('third', 10);
    expect(released).toEqual(['first', 'second']);
    acks.heard('third', 20);
    expect(released).toEqual(['first', 'second', 'third']);
  });

  it('blames no one when the sender itself gave up (lost connection), and releases every wait once', () => {
    open('a');
    open('b');
    acks.expect('a', [10]);
    acks.abandonAll();
    acks.abandon('a', true);
    expect(released).toEqual(['a', 'b']);
    open('c');
    acks.expect('c', [10]);
    expect(released).toEqual(['a', 'b']);
  });

  it('releases at once when no listener is listed', () => {
    open('m');
    acks.expect('m', []);
    expect(released).toEqual(['m']);
  });
});
