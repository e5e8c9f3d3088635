import { describe, expect, it } from 'vitest';
import { PUP_NAME_LETTERS } from '@/domain/pet-messages';
import { petSchema } from './pets';

const PUP = { name: 'Rex', weight: 30, activity_level: 'normal', is_neutered: true };

async function nameErrors(name: string): Promise<string[]> {
  try {
    await petSchema.validateAt('name', { ...PUP, name });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('a pup’s name', () => {
  it.each(['12345', '<script>', '<script>alert(1)</script>', '!!!', '42 ', '🐶'])(
    'refuses %j: a name holds letters',
    async (name) => {
      expect(await nameErrors(name)).toEqual([PUP_NAME_LETTERS]);
    },
  );

  it.each(['Rex', 'Mr. Biscuit', 'K-9', 'R2-D2', 'Salt & Pepper', 'Zoë', 'O’Malley', 'Ōkami'])(
    'accepts %j',
    async (name) => {
      expect(await nameErrors(name)).toEqual([]);
    },
  );
});
