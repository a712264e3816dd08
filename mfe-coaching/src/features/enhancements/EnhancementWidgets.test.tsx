import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@app/web-kit/testing';
import { EnhancementWidgets } from './EnhancementWidgets';
import { ENHANCEMENTS_KEY, resetEnhancementsForTest } from './enhancementsFlag';
import { LARGE_TEXT_KEY, resetLargeTextForTest } from './largeText';

describe(EnhancementWidgets.name, () => {
  beforeEach(() => {
    window.localStorage.clear();
    resetEnhancementsForTest();
    resetLargeTextForTest();
    document.documentElement.style.fontSize = '';
  });

  it('forces the enhancements flag on at load, even when it was stored off', async () => {
    window.localStorage.setItem(ENHANCEMENTS_KEY, 'false');
    renderWithProviders(<EnhancementWidgets withWalkthrough={false} />);
    expect(await screen.findByRole('button', { name: 'Open the community' })).toBeInTheDocument();
    expect(window.localStorage.getItem(ENHANCEMENTS_KEY)).toBe('true');
    expect(screen.getByTestId('sparkles')).toBeInTheDocument();
  });

  it('hides the extras with the V2 toggle, remembers it, and shows them again', async () => {
    const user = userEvent.setup();
    renderWithProviders(<EnhancementWidgets withWalkthrough={false} />);
    await user.click(await screen.findByRole('button', { name: 'Hide V2 features' }));
    expect(screen.queryByRole('button', { name: 'Open the community' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('sparkles')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(ENHANCEMENTS_KEY)).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Show V2 features' }));
    expect(screen.getByRole('button', { name: 'Open the community' })).toBeInTheDocument();
  });

  it('switches the root font size between 16 px and 18 px', async () => {
    const user = userEvent.setup();
    renderWithProviders(<EnhancementWidgets withWalkthrough={false} />);
    expect(document.documentElement.style.fontSize).toBe('16px');
    await user.click(await screen.findByRole('button', { name: 'Use large text' }));
    expect(document.documentElement.style.fontSize).toBe('18px');
    expect(window.localStorage.getItem(LARGE_TEXT_KEY)).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Use normal text size' }));
    expect(document.documentElement.style.fontSize).toBe('16px');
  });

  it('opens the community dialog with tips and a sample forum', async () => {
    const user = userEvent.setup();
    renderWithProviders(<EnhancementWidgets withWalkthrough={false} />);
    await user.click(await screen.findByRole('button', { name: 'Open the community' }));
    const dialog = screen.getByRole('dialog', { name: 'Coaching Community' });
    expect(dialog).toHaveTextContent('Tips from your coach');
    expect(dialog).toHaveTextContent('Discussion forum');
  });
});
