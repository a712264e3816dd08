import { render, screen, waitFor } from '@testing-library/react';
import { stubApi } from '../testing/stubApi';
import { publicResource } from './publicResource';

function Probe({ use }: { use: ReturnType<typeof publicResource<string[]>> }) {
  const { data, isLoading, error } = use();
  return <p data-testid="probe">{isLoading ? 'loading' : error ? error.message : (data ?? []).join(',')}</p>;
}

describe(publicResource.name, () => {
  it('starts in the loading state, then shows the answer; each mount asks again', async () => {
    let answer = ['a'];
    const api = stubApi({ 'GET /api/things': () => ({ body: answer }) });
    const useThings = publicResource<string[]>('api/things');
    const first = render(<Probe use={useThings} />);
    expect(screen.getByTestId('probe')).toHaveTextContent('loading');
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('a'));
    first.unmount();
    answer = ['b'];
    render(<Probe use={useThings} />);
    // Dropped when the last component left (always stale): loading again, then the new answer.
    expect(screen.getByTestId('probe')).toHaveTextContent('loading');
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('b'));
    expect(api.sent('GET /api/things')).toHaveLength(2);
    api.restore();
  });

  it('retries a 5xx, then settles with the error worded as "<status>: <body>"; a 4xx is final at once', async () => {
    const api = stubApi({
      'GET /api/down': { status: 503, body: 'busy' },
      'GET /api/missing': { status: 404, body: 'nope' },
    });
    const useDown = publicResource<string[]>('api/down', { retries: 1 });
    render(<Probe use={useDown} />);
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('503: "busy"'));
    expect(api.sent('GET /api/down')).toHaveLength(2);
    const useMissing = publicResource<string[]>('api/missing', { retries: 2 });
    render(<Probe use={useMissing} />);
    await waitFor(() => expect(screen.getAllByTestId('probe')[1]).toHaveTextContent('404: "nope"'));
    expect(api.sent('GET /api/missing')).toHaveLength(1);
    api.restore();
  });
});
