import { describe, expect, it } from 'vitest';
import { duplicatePupNames, pupsPlanLabel } from './pup-names';

const pups = (...names: string[]) => names.map((name, index) => ({ key: `p${index}`, name }));

describe('duplicatePupNames', () => {
  it.each([
    [pups('Biscuit', 'Mochi'), [], {}],
    [
      pups('Biscuit', ' biscuit '),
      [],
      { p1: 'You already have a pup called biscuit. Please give each pup a different name.' },
    ],
    [
      pups('Mochi', 'Peanut  Butter', 'peanut butter'),
      [],
      { p2: 'You already have a pup called peanut butter. Please give each pup a different name.' },
    ],
    [
      pups('BISCUIT'),
      ['Biscuit'],
      { p0: 'You already have a pup called BISCUIT. Please give each pup a different name.' },
    ],
    [pups('', ''), [], {}],
  ])('%o with %o taken → %o', (given, taken, errors) => {
    expect(duplicatePupNames(given, taken)).toEqual(errors);
  });
});

describe('pupsPlanLabel', () => {
  it.each([
    [['Biscuit'], 'Biscuit’s plan'],
    [['Biscuit', 'Mochi'], 'Biscuit and Mochi’s plans'],
    [['Biscuit', 'Mochi', 'Pepper'], 'Biscuit, Mochi and Pepper’s plans'],
    [[], 'your pup’s plan'],
  ])('%o → %s', (names, label) => {
    expect(pupsPlanLabel(names)).toBe(label);
  });
});
