import { describe, expect, it } from 'vitest';
import { passwordDraftErrors } from './new-password-fields';

describe('passwordDraftErrors', () => {
  it.each([
    [{ password: 'crunchy carrots', confirm_password: 'crunchy carrots' }, {}],
    [
      { password: '', confirm_password: '' },
      { password: 'Field is required', confirm_password: 'Field is required' },
    ],
    [
      { password: 'short', confirm_password: 'other' },
      {
        password: 'Your password must be at least 8 characters.',
        confirm_password: 'The passwords do not match.',
      },
    ],
    [
      { password: 'crunchy carrots', confirm_password: '' },
      { confirm_password: 'Field is required' },
    ],
    [
      { password: 'crunchy carrots', confirm_password: 'crunchy carrot' },
      { confirm_password: 'The passwords do not match.' },
    ],
  ])('%o → %o (both fields at once)', (draft, errors) => {
    expect(passwordDraftErrors(draft)).toEqual(errors);
  });
});
