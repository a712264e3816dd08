import { act, render, screen, waitForElementToBeRemoved } from '@testing-library/react';
import { useEffect } from 'react';
import { ToastProvider } from './ToastProvider';
import { useToast } from './useToast';

function ToastsOnMount() {
  const { toast, dismiss } = useToast();
  useEffect(() => {
    toast({ title: 'Asked for before notistack arrived', duration: 200 });
    const second = toast({ title: 'Taken back before it showed', duration: 60_000 });
    dismiss(second);
  }, [toast, dismiss]);
  return null;
}

describe(ToastProvider.name, () => {
  it('keeps toasts asked for before notistack loads, shows them on arrival, and drops one dismissed meanwhile', async () => {
    render(
      <ToastProvider>
        <ToastsOnMount />
      </ToastProvider>,
    );
    // Nothing is on screen yet: notistack is still on its way (loaded on the first toast).
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();

    expect(await screen.findByText('Asked for before notistack arrived')).toBeInTheDocument();
    // One toast at a time (SPEC §9): had the second not been dismissed, it would show once the first has gone.
    await waitForElementToBeRemoved(() => screen.queryByText('Asked for before notistack arrived'), { timeout: 3000 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(screen.queryByText('Taken back before it showed')).not.toBeInTheDocument();
  });

  it('says which provider is missing rather than dropping a toast', () => {
    let toast: ReturnType<typeof useToast>['toast'] | undefined;
    function Caller() {
      toast = useToast().toast;
      return null;
    }
    render(<Caller />);
    expect(() => toast?.({ title: 'lost' })).toThrow('useToast needs a ToastProvider above it');
  });
});
