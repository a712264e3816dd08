import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onDemand, useOnDemand, type OnDemand } from './onDemand';
import { whenIdle } from './whenIdle';

describe(onDemand.name, () => {
  it('fetches once for every caller, and again after a failure', async () => {
    const importer = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('code');
    const part = onDemand(importer);
    await expect(Promise.all([part.load(), part.load()])).rejects.toThrow('offline');
    expect(importer).toHaveBeenCalledTimes(1);
    expect(part.loaded()).toBeUndefined();
    await expect(part.load()).resolves.toBe('code');
    await expect(part.load()).resolves.toBe('code');
    expect(importer).toHaveBeenCalledTimes(2);
    expect(part.loaded()).toBe('code');
  });
});

function Dialog() {
  return <p>the dialog</p>;
}

function Opener({ part }: { part: OnDemand<typeof Dialog> }) {
  const { value: Loaded, failed, request } = useOnDemand(part);
  return (
    <>
      <button onClick={request}>Open</button>
      {failed && <p>could not load</p>}
      {Loaded && <Loaded />}
    </>
  );
}

describe(useOnDemand.name, () => {
  it('renders nothing until asked, then the part; a failed fetch can be retried', async () => {
    const importer = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Dialog);
    const part = onDemand<typeof Dialog>(importer);
    render(<Opener part={part} />);
    expect(screen.queryByText('the dialog')).not.toBeInTheDocument();
    expect(importer).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('could not load')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('the dialog')).toBeInTheDocument();
    expect(screen.queryByText('could not load')).not.toBeInTheDocument();
  });

  it('does not show a part already loaded in a component’s first render (it must match the server’s HTML)', async () => {
    const part = onDemand(async () => Dialog);
    await part.load();
    render(<Opener part={part} />);
    expect(screen.queryByText('the dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByText('the dialog')).toBeInTheDocument();
  });
});

describe(whenIdle.name, () => {
  const win = window as unknown as {
    requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number;
  };
  afterEach(() => {
    delete win.requestIdleCallback;
    jest.restoreAllMocks();
  });

  it('waits for the page to load, then for an idle moment', () => {
    const idle: Array<() => void> = [];
    win.requestIdleCallback = (callback) => idle.push(callback);
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const task = jest.fn();
    whenIdle(task);
    expect(idle).toHaveLength(0);
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    expect(idle).toHaveLength(1);
    expect(task).not.toHaveBeenCalled();
    idle[0]();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', () => {
    const idle: Array<() => void> = [];
    win.requestIdleCallback = (callback) => idle.push(callback);
    const task = jest.fn();
    const cancel = whenIdle(task);
    cancel();
    idle.forEach((callback) => callback());
    expect(task).not.toHaveBeenCalled();
  });
});
