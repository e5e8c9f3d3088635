import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MaintenanceView } from '@/contracts/admin/maintenance';
import { renderWithTheme } from '@/ui/test-utils';
import { MaintenanceSwitch } from './maintenance-switch';

const open: MaintenanceView = {
  enabled: false,
  forced_by_environment: false,
  changed_at: null,
  changed_by: null,
};

describe('MaintenanceSwitch', () => {
  it('turns maintenance on only after saying what customers will see', async () => {
    const onChange = vi.fn().mockResolvedValue(true);
    renderWithTheme(<MaintenanceSwitch maintenance={open} busy={false} onChange={onChange} />);
    expect(screen.getByText('The shop is open.')).toBeInTheDocument();
    expect(screen.getByText('Nobody has changed it yet.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Turn maintenance mode on…' }));
    const confirm = screen.getByRole('group');
    expect(confirm).toHaveAccessibleName(/Customers will see the “Under Maintenance” page/);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Turn maintenance mode on…' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, turn maintenance mode on' }));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('turns it off at once, and says who turned it on and when', async () => {
    const onChange = vi.fn().mockResolvedValue(true);
    renderWithTheme(
      <MaintenanceSwitch
        maintenance={{
          enabled: true,
          forced_by_environment: false,
          changed_at: '2031-03-04T05:06:00.000Z',
          changed_by: { id: 3, email: 'olive@ollie.test', name: 'Olive' },
        }}
        busy={false}
        onChange={onChange}
      />,
    );
    expect(
      screen.getByText('Maintenance mode is on: customers see the maintenance page.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Turned on by Olive (olive@ollie.test) on Mar 4, 2031, 12:06 AM EST.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Turn maintenance mode off' }));
    expect(onChange).toHaveBeenCalledWith(false);
  });

  it('warns when MAINTENANCE_MODE holds this server on whatever the switch says', () => {
    renderWithTheme(
      <MaintenanceSwitch
        maintenance={{ ...open, forced_by_environment: true }}
        busy={false}
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByText(/MAINTENANCE_MODE is set on this server/)).toBeInTheDocument();
  });
});
