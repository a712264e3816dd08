import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@app/web-kit/testing';
import { SkipLink } from './SkipLink';

function Page() {
  return (
    <>
      <SkipLink />
      <header>
        <button type="button">Menu</button>
      </header>
      <main>
        <h1>Page</h1>
        <button type="button">First action</button>
      </main>
    </>
  );
}

describe(SkipLink.name, () => {
  it('is the first stop of the keyboard and moves focus to the main content', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Page />);
    await user.tab();
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    // The next Tab continues inside the main content, past the header.
    await user.tab();
    expect(screen.getByRole('button', { name: 'First action' })).toHaveFocus();
    expect(window.location.hash).toBe('');
  });
});
