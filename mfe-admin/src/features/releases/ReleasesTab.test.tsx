import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReleasesOverviewDto, RemoteReleaseDto } from '@app/contracts';
import { renderWithProviders, stubApi } from '@app/web-kit/testing';
import { makeStore } from '../../app/store';
import { ReleasesTab } from './ReleasesTab';

jest.setTimeout(30_000);

const OLD = 'aaaaaaaaaaaa';
const LIVE = 'bbbbbbbbbbbb';
const NEW = 'cccccccccccc';
const GONE = '999999999999';

const release = (releaseId: string, at: string, pruned = false): RemoteReleaseDto => ({
  releaseId,
  baseUrl: `/mfe/mfe-lunar/${releaseId}/`,
  publishedAt: at,
  publishedBy: 'ci',
  sizeBytes: 1_300_000,
  pruned,
});

/** Lunar: OLD then LIVE promoted over it, NEW published; a removed one. Coaching: one release, no earlier one. */
function overview(): ReleasesOverviewDto {
  return {
    remotes: [
      {
        remote: 'mfe_lunar',
        live: LIVE,
        canary: null,
        releases: [
          release(NEW, '2026-03-14T19:05:00Z'),
          release(LIVE, '2026-03-13T15:00:00Z'),
          release(OLD, '2026-03-12T15:00:00Z'),
          release(GONE, '2026-03-01T15:00:00Z', true),
        ],
      },
      {
        remote: 'mfe_coaching',
        live: 'dddddddddddd',
        canary: null,
        releases: [release('dddddddddddd', '2026-03-12T15:00:00Z')],
      },
    ],
    history: [
      {
        remote: 'mfe_lunar',
        action: 'publish',
        releaseId: NEW,
        previousReleaseId: null,
        canaryShare: null,
        actor: 'ci',
        at: '2026-03-14T19:05:00Z',
      },
      {
        remote: 'mfe_lunar',
        action: 'promote',
        releaseId: LIVE,
        previousReleaseId: OLD,
        canaryShare: null,
        actor: 'ana',
        at: '2026-03-13T15:01:00Z',
      },
    ],
  };
}

let api: ReturnType<typeof stubApi> | undefined;
afterEach(() => api?.restore());

const card = (name: string) => within(screen.getByRole('region', { name }));

describe(ReleasesTab.name, () => {
  it('shows a loading state, then each remote with its live release, its releases and the history in ET', async () => {
    let answer: (value: { body: ReleasesOverviewDto }) => void = () => undefined;
    api = stubApi({ 'GET /api/releases': () => new Promise((resolve) => (answer = resolve)) });
    renderWithProviders(<ReleasesTab />, { store: makeStore() });

    expect(screen.getByLabelText('Loading releases')).toBeInTheDocument();
    await waitFor(() => expect(api!.sent('GET /api/releases')).toHaveLength(1));
    answer({ body: overview() });

    const lunar = await screen.findByRole('region', { name: 'Lunar Light' });
    expect(within(lunar).getByTestId('live-release')).toHaveTextContent(`Live: ${LIVE}`);
    expect(within(lunar).getByText('Published Mar 13, 11:00 AM ET by ci')).toBeInTheDocument();
    expect(card('Life Coaching').getByTestId('live-release')).toHaveTextContent('Live: dddddddddddd');

    // A removed release says so and cannot be promoted; the live one needs no promoting.
    const rows = within(lunar).getAllByTestId('release-row');
    expect(rows.map((r) => r.textContent?.slice(0, 12))).toEqual([NEW, LIVE, OLD, GONE]);
    expect(within(rows[3]).getByText('Removed')).toBeInTheDocument();
    expect(within(rows[3]).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rows[1]).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rows[0]).getByRole('button', { name: `Promote ${NEW}` })).toBeEnabled();

    const history = screen.getAllByTestId('release-event');
    expect(history[0]).toHaveTextContent(`Published · Lunar Light · ${NEW}`);
    expect(history[1]).toHaveTextContent(`Promoted · Lunar Light · ${LIVE}`);
    expect(history[1]).toHaveTextContent(`Mar 13, 11:01 AM ET · by anaPrevious: ${OLD}`);
  });

  it('asks before rolling back, naming the release it returns to, then shows what the API answers', async () => {
    const after = overview();
    after.remotes[0].live = OLD;
    api = stubApi({
      'GET /api/releases': { body: overview() },
      'POST /api/releases/mfe_lunar/rollback': { body: after },
    });
    const user = userEvent.setup();
    renderWithProviders(<ReleasesTab />, { store: makeStore() });

    await user.click(await screen.findByRole('button', { name: 'Roll back Lunar Light' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Roll back Lunar Light?' }));
    expect(
      dialog.getByText(`Every visitor gets release ${OLD} again, the one live before ${LIVE}.`),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Roll back' }));

    await waitFor(() => expect(api!.sent('POST /api/releases/mfe_lunar/rollback')).toHaveLength(1));
    expect(await screen.findByText('Rolled back')).toBeInTheDocument();
    await waitFor(() => expect(card('Lunar Light').getByTestId('live-release')).toHaveTextContent(`Live: ${OLD}`));
    // The answer is the new overview: nothing is asked again.
    expect(api.sent('GET /api/releases')).toHaveLength(1);
  });

  it("shows the API's own words when it refuses", async () => {
    api = stubApi({
      'GET /api/releases': { body: overview() },
      'POST /api/releases/mfe_coaching/rollback': {
        status: 409,
        body: {
          statusCode: 409,
          code: 'NO_EARLIER_RELEASE',
          message: 'mfe_coaching has no earlier release to roll back to',
        },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ReleasesTab />, { store: makeStore() });

    await user.click(await screen.findByRole('button', { name: 'Roll back Life Coaching' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Roll back Life Coaching?' }));
    expect(dialog.getByText(/names no release live before dddddddddddd/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Roll back' }));

    expect(await screen.findByText('Could not roll back')).toBeInTheDocument();
    expect(screen.getByText('mfe_coaching has no earlier release to roll back to')).toBeInTheDocument();
  });

  it("checks a canary's share with the API's schema before sending it, then starts it", async () => {
    const after = overview();
    after.remotes[0].canary = { releaseId: NEW, share: 25 };
    api = stubApi({
      'GET /api/releases': { body: overview() },
      'POST /api/releases/mfe_lunar/canary': { body: after },
    });
    const user = userEvent.setup();
    renderWithProviders(<ReleasesTab />, { store: makeStore() });

    await user.click(await screen.findByRole('button', { name: 'Start canary of Lunar Light' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Start a canary of Lunar Light' }));
    // Only releases still on disk and not live can be a canary.
    expect(dialog.getAllByRole('option').map((o) => (o as HTMLOptionElement).value)).toEqual([NEW, OLD]);
    const share = dialog.getByLabelText('Share of visitors (%)');
    await user.clear(share);
    await user.type(share, '150');
    await user.click(dialog.getByRole('button', { name: 'Start canary' }));
    expect(await dialog.findByText('The share is a whole percent from 1 to 99')).toBeInTheDocument();
    expect(api.sent('POST /api/releases/mfe_lunar/canary')).toHaveLength(0);

    await user.clear(share);
    await user.type(share, '25');
    await user.click(dialog.getByRole('button', { name: 'Start canary' }));
    await waitFor(() => expect(api!.sent('POST /api/releases/mfe_lunar/canary')).toHaveLength(1));
    expect(api.sent('POST /api/releases/mfe_lunar/canary')[0].body).toEqual({ releaseId: NEW, share: 25 });
    expect(await card('Lunar Light').findByTestId('canary')).toHaveTextContent(`Canary: ${NEW} for 25 % of visitors`);
  });

  it('says so when the releases cannot be loaded', async () => {
    api = stubApi({
      'GET /api/releases': { status: 500, body: { statusCode: 500, message: 'Internal server error' } },
    });
    renderWithProviders(<ReleasesTab />, { store: makeStore() });
    expect(await screen.findByText(/^Could not load releases\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
