import { describe, expect, it } from 'vitest';
import { bitsPerCharacter, secretWeakness } from './secrets';

describe('secretWeakness', () => {
  it.each([
    ['x', 'must be at least 32 characters (it has 1)'],
    ['changeme', 'holds the placeholder "changeme"'],
    ['Change-Me-Change-Me-Change-Me-Change-Me', 'holds the placeholder "changeme"'],
    ['my-jobs-secret-2b7f41c9e0a86d35f172b4c0e9a8', 'holds the placeholder "secret"'],
    ['example-0f9e8d7c6b5a49382716af0e9d8c7b6a', 'holds the placeholder "example"'],
    ['a'.repeat(40), 'repeats one short part'],
    ['0123456789abcdef0123456789abcdef', 'repeats one short part'],
    ['8f2kq9z1abcdefghijw7x3c5v0b4n6m', 'must be at least 32 characters (it has 31)'],
    ['8f2kq9z1abcdefghijw7x3c5v0b4n6m2', 'holds a run of consecutive characters'],
    ['q7w3e9r1zyxwvutsrqpa5s2d8f4g6h0j', 'holds a run of consecutive characters'],
    ['abababababababababababababababac', 'is too predictable (about 37 bits; 80 needed)'],
    ['aabbaabbaabbaabbccddccddccddccdd1', 'is too predictable (about 70 bits; 80 needed)'],
  ])('refuses %s: %s', (value, reason) => {
    expect(secretWeakness(value)).toBe(reason);
  });

  it.each([
    ['openssl rand -hex 16', '3c9a0f7e5b1d2c8a4f6e0b9d7a3c5e1f'],
    ['openssl rand -hex 32', '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08'],
    ['openssl rand -base64 24', 'k3Jx9QmZ2vR7tW1yB5nC8dF0gH4jL6pS'],
    ['a UUID', '123e4567-e89b-42d3-a456-426614174000'],
    ['base64url, 43', 'Zk3-q_9xYwVbT2mN8pL4rS6tU0vW1xY2zA3bC4dE5fG'],
  ])('accepts a random value (%s)', (_how, value) => {
    expect(secretWeakness(value)).toBeNull();
  });

  it.each([
    ['aaaa', 0],
    ['abab', 1],
    ['abcd', 2],
    ['0123456789abcdef', 4],
  ])('estimates %s at %d bits a character', (value, bits) => {
    expect(bitsPerCharacter(value)).toBeCloseTo(bits, 6);
  });
});
