import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@app/web-kit/testing';
import type { TesterStatus } from '@app/contracts';
import { TesterTotals } from './TesterTotals';

const users = (statuses: TesterStatus[]) => statuses.map((status) => ({ status }));

function total(label: string) {
  return within(screen.getByTestId(`total-${label}`)).getByRole('definition').textContent;
}

describe(TesterTotals.name, () => {
  it('counts approved and active testers together as approved', () => {
    renderWithProviders(
      <TesterTotals users={users(['pending', 'approved', 'active', 'active', 'suspended', 'pending'])} />,
    );
    expect(total('Total testers')).toBe('6');
    expect(total('Approved')).toBe('3');
    expect(total('Pending')).toBe('2');
    expect(total('Suspended')).toBe('1');
  });

  it('shows zeros for an empty program', () => {
    renderWithProviders(<TesterTotals users={[]} />);
    expect(total('Total testers')).toBe('0');
    expect(total('Approved')).toBe('0');
  });
});
