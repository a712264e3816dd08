import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@app/web-kit/testing';
import { CommunityButton } from './CommunityButton';

describe(CommunityButton.name, () => {
  it('opens the Lunar Light variant of the community dialog, with reading tips and a sample forum', async () => {
    renderWithProviders(<CommunityButton />, { brand: 'lunar', route: '/lunar-light' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Community' }));
    // The dialog's code loads on the first opening.
    const dialog = await screen.findByRole('dialog', { name: 'Lunar Light Circle' });
    expect(dialog).toHaveTextContent('Tips for a clear reading');
    expect(dialog).toHaveTextContent('Discussion forum');
    expect(dialog).not.toHaveTextContent('Tips from your coach');
  });

  it('closed, it is the button alone: the same markup on the server and in the first browser render', () => {
    const { container } = renderWithProviders(<CommunityButton />, { brand: 'lunar', route: '/lunar-light' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(container.querySelectorAll('button')).toHaveLength(1);
  });
});
