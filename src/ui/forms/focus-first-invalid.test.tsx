import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { focusFirstInvalid, TOAST_CLEARANCE_PX } from './focus-first-invalid';

describe('focusFirstInvalid', () => {
  it('focuses the first invalid field in reading order and brings it below the toasts', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { container } = render(
      <form>
        <label htmlFor="a">First name</label>
        <input id="a" />
        <label htmlFor="b">Last name</label>
        <input id="b" aria-invalid="true" />
        <label htmlFor="c">Card number</label>
        <input id="c" aria-invalid="true" />
      </form>,
    );
    expect(focusFirstInvalid(container)).toBe(screen.getByLabelText('Last name'));
    expect(screen.getByLabelText('Last name')).toHaveFocus();
    expect(scrollTo).toHaveBeenCalledWith({ top: expect.any(Number) });
    expect(TOAST_CLEARANCE_PX).toBeGreaterThanOrEqual(140);
  });

  it('does nothing when every field is valid', () => {
    const { container } = render(<input aria-label="Name" />);
    expect(focusFirstInvalid(container)).toBeNull();
    expect(document.body).toHaveFocus();
  });

  it('focuses the first choice of an invalid group (a fieldset cannot take focus)', () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { container } = render(
      <form>
        <fieldset aria-invalid="true">
          <legend>Activity level</legend>
          <label>
            <input type="radio" name="a" /> Low
          </label>
          <label>
            <input type="radio" name="a" /> High
          </label>
        </fieldset>
      </form>,
    );
    expect(focusFirstInvalid(container)).toBe(screen.getByRole('radio', { name: 'Low' }));
    expect(screen.getByRole('radio', { name: 'Low' })).toHaveFocus();
  });
});
