import { describe, expect, it } from 'vitest';
import { hashPassword, passwordProblem, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('verifies the right password and refuses the wrong one', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same password')).not.toBe(await hashPassword('same password'));
  });

  it('hashes long passwords whole, without truncation', async () => {
    const long = 'x'.repeat(200);
    const stored = await hashPassword(long);
    expect(await verifyPassword(long, stored)).toBe(true);
    expect(await verifyPassword('x'.repeat(199), stored)).toBe(false);
    expect(await verifyPassword(`${long}y`, stored)).toBe(false);
  });

  it('refuses anything that is not a stored scrypt hash', async () => {
    for (const stored of [null, undefined, '', 'plain', 'bcrypt$x$y$z$a$b'])
      expect(await verifyPassword('password', stored)).toBe(false);
  });
});

describe('passwordProblem', () => {
  it.each([
    ['', 'Field is required'],
    ['short', 'Your password must be at least 8 characters.'],
    ['password123', 'This password is too common. Please choose another.'],
    ['PASSWORD', 'This password is too common. Please choose another.'],
    ['aaaaaaaaaa', 'This password is too easy to guess. Please choose another.'],
    ['maya@example.test', 'Your password must not be your email address.'],
    ['x'.repeat(1025), 'Your password must be at most 1024 characters.'],
  ])('refuses "%s"', (password, problem) => {
    expect(passwordProblem(password, 'maya@example.test')).toBe(problem);
  });

  it.each([
    'walks in the rain',
    'Biscuit-2019!',
    'correct horse battery staple '.repeat(40).slice(0, 1024),
  ])('accepts "%s"', (password) => {
    expect(passwordProblem(password, 'maya@example.test')).toBeNull();
  });
});
