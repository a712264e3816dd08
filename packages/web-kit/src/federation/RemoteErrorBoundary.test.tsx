import { useState } from 'react';
import { render, screen, fireEvent } from '@testing-library/react';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

function Bomb({ fail }: { fail: boolean }) {
  if (fail) throw new Error('remote down');
  return <p>remote content</p>;
}

function Harness() {
  const [fail, setFail] = useState(true);
  return (
    <RemoteErrorBoundary onRetry={() => setFail(false)} resetKey={String(fail)}>
      <Bomb fail={fail} />
    </RemoteErrorBoundary>
  );
}

describe(RemoteErrorBoundary.name, () => {
  it('shows the unavailable fallback and recovers on Retry', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Harness />);
    expect(screen.getByRole('alert')).toHaveTextContent('This part of the site is temporarily unavailable');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('remote content')).toBeInTheDocument();
  });
});
