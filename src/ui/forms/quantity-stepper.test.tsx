import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '@/ui/test-utils';
import { clampQuantity, QuantityStepper } from './quantity-stepper';

describe('clampQuantity', () => {
  it.each([
    ['3', 3],
    ['0', 1],
    ['9', 6],
    [' 4 ', 4],
    ['', 2],
    ['two', 2],
    ['2.5', 2],
    ['-1', 2],
  ])('%j → %d (limits 1–6, current 2)', (raw, expected) => {
    expect(clampQuantity(raw, 1, 6, 2)).toBe(expected);
  });
});

function Harness() {
  const [value, setValue] = useState(1);
  return (
    <>
      <QuantityStepper item="Beef Jerky Strips" value={value} min={1} max={6} onChange={setValue} />
      <output>chosen {value}</output>
    </>
  );
}

describe('QuantityStepper', () => {
  it('steps within the limits and names the item for screen readers', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    const field = screen.getByLabelText('Quantity of Beef Jerky Strips');
    expect(screen.getByRole('button', { name: 'One fewer Beef Jerky Strips' })).toBeDisabled();
    for (let i = 0; i < 7; i += 1)
      await user.click(screen.getByRole('button', { name: 'One more Beef Jerky Strips' }));
    expect(screen.getByText('chosen 6')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'One more Beef Jerky Strips' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'One fewer Beef Jerky Strips' }));
    expect(field).toHaveValue(5);
  });

  it('takes a typed number and puts an out-of-range one back in range when left', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    const field = screen.getByLabelText('Quantity of Beef Jerky Strips');
    await user.clear(field);
    await user.type(field, '4');
    expect(screen.getByText('chosen 4')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '9');
    await user.tab();
    expect(screen.getByText('chosen 6')).toBeInTheDocument();
    expect(field).toHaveValue(6);
  });
});
