import { screen } from '@testing-library/react';
import { renderWithProviders } from '@app/web-kit/testing';
import { makeStore } from '../../app/store';
import { AskCoachBox } from './AskCoachBox';

// Issue 29 item 6: at 0 questions left the box says so before anything is typed, rather than failing after.
describe(AskCoachBox.name, () => {
  it('at 0 left on Standard: the text and Send are disabled, and the reset time is named', () => {
    renderWithProviders(<AskCoachBox subscriptionId="s1" remainingToday={0} />, { store: makeStore() });
    expect(screen.getByRole('textbox', { name: 'Your question' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send Question' })).toBeDisabled();
    expect(screen.getByText('0 questions left today. You can ask again after midnight Eastern Time.')).toBeVisible();
  });

  it('at 0 questions but a video session left: the text stays open for the video request', () => {
    renderWithProviders(<AskCoachBox subscriptionId="s1" remainingToday={0} videosLeft={1} />, {
      store: makeStore(),
    });
    expect(screen.getByRole('textbox', { name: 'Your question' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Send Question' })).toBeDisabled();
  });

  it('with questions left: open, and the count is shown', () => {
    renderWithProviders(<AskCoachBox subscriptionId="s1" remainingToday={2} />, { store: makeStore() });
    expect(screen.getByRole('textbox', { name: 'Your question' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Send Question' })).toBeEnabled();
    expect(screen.getByText('2 questions left today')).toBeVisible();
  });
});
