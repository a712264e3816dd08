import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeModeProvider } from './ThemeModeProvider';
import { ThemeToggleButton } from './ThemeToggleButton';

describe('ThemeToggleButton', () => {
  it('has one name on every page: "Switch to light mode" in the dark, "Switch to dark mode" in the light', async () => {
    render(
      <ThemeModeProvider brand="coaching">
        <ThemeToggleButton data-walkthrough="theme-toggle" />
      </ThemeModeProvider>,
    );
    const toggle = screen.getByRole('button', { name: 'Switch to light mode' });
    expect(toggle).toHaveAttribute('data-walkthrough', 'theme-toggle');
    expect(screen.getByTestId('sun-icon')).toBeInTheDocument();
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Switch to dark mode' })).toBeInTheDocument();
    expect(screen.getByTestId('moon-icon')).toBeInTheDocument();
  });
});
