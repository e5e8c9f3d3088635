import { describe, expect, it } from 'vitest';
import { petSchema } from '@/contracts/pets';
import {
  initialQuiz,
  MAX_QUIZ_PUPS,
  parseStoredQuiz,
  quizReducer,
  type QuizState,
} from './quiz-state';
import { toPetInput } from '@/ui/forms/pup/pup-answer-fields';
import { PET_MESSAGES } from '@/domain/pet-messages';

describe('quiz state', () => {
  it('adds pups up to the limit and never removes the last one', () => {
    let state = initialQuiz();
    for (let i = 0; i < MAX_QUIZ_PUPS + 2; i += 1) state = quizReducer(state, { type: 'addPup' });
    expect(state.pups).toHaveLength(MAX_QUIZ_PUPS);
    for (const pup of [...state.pups])
      state = quizReducer(state, { type: 'removePup', key: pup.key });
    expect(state.pups).toHaveLength(1);
  });

  it('edits one pup and keeps the step within the pups', () => {
    let state = quizReducer(initialQuiz(), { type: 'addPup' });
    const [first, second] = state.pups;
    state = quizReducer(state, { type: 'editPup', key: second!.key, changes: { name: 'Mochi' } });
    expect(state.pups.map((pup) => pup.name)).toEqual(['', 'Mochi']);
    expect(state.pups[0]).toBe(state.pups.find((pup) => pup.key === first!.key));
    expect(quizReducer(state, { type: 'go', step: 'details', pupIndex: 9 }).pupIndex).toBe(1);
  });

  it('turns a complete draft into a pup the API accepts', async () => {
    const draft = {
      ...initialQuiz().pups[0]!,
      name: 'Biscuit',
      weight: '30',
      activity_level: 'normal' as const,
      is_neutered: 'yes' as const,
      birth_year: '2020',
      birth_month: '5',
      allergies: ['beef'],
    };
    await expect(petSchema.validate(toPetInput(draft))).resolves.toMatchObject({
      weight: 30,
      is_neutered: true,
      birth_month: 5,
    });
  });

  it('gives the spec’s messages for a blank draft', async () => {
    const errors = await petSchema
      .validate(toPetInput(initialQuiz().pups[0]!), { abortEarly: false })
      .catch((error: { errors: string[] }) => error.errors);
    expect(errors).toEqual([
      PET_MESSAGES.name,
      PET_MESSAGES.weight,
      PET_MESSAGES.activity,
      PET_MESSAGES.neutered,
      PET_MESSAGES.birthYear,
      PET_MESSAGES.birthMonth,
    ]);
  });

  it('keeps one entry per add-on', () => {
    let state = quizReducer(initialQuiz(), {
      type: 'setAddon',
      addon: { sku: 'ZOOMIES01', quantity: 1, frequency: 1 },
    });
    state = quizReducer(state, {
      type: 'setAddon',
      addon: { sku: 'ZOOMIES01', quantity: 3, frequency: 2 },
    });
    expect(state.addons).toEqual([{ sku: 'ZOOMIES01', quantity: 3, frequency: 2 }]);
    expect(quizReducer(state, { type: 'removeAddon', sku: 'ZOOMIES01' }).addons).toEqual([]);
  });

  it('keeps the same extra for two pups apart, each at its own frequency', () => {
    const sweet = 'SWEETPOTATOSLICES1';
    let state = quizReducer(initialQuiz(), {
      type: 'setAddon',
      addon: { sku: sweet, quantity: 1, frequency: 1, pet_id: 11 },
    });
    state = quizReducer(state, {
      type: 'setAddon',
      addon: { sku: sweet, quantity: 2, frequency: 2, pet_id: 12 },
    });
    state = quizReducer(state, {
      type: 'setAddon',
      addon: { sku: sweet, quantity: 3, frequency: 1, pet_id: 11 },
    });
    expect(state.addons).toEqual([
      { sku: sweet, quantity: 2, frequency: 2, pet_id: 12 },
      { sku: sweet, quantity: 3, frequency: 1, pet_id: 11 },
    ]);
    expect(quizReducer(state, { type: 'removeAddon', sku: sweet, pet_id: 12 }).addons).toEqual([
      { sku: sweet, quantity: 3, frequency: 1, pet_id: 11 },
    ]);
  });

  it('restores a stored quiz, and refuses anything else', () => {
    const saved: QuizState = { ...initialQuiz(), step: 'owner' };
    expect(parseStoredQuiz(JSON.stringify(saved))).toEqual(saved);
    expect(parseStoredQuiz(null)).toBeNull();
    expect(parseStoredQuiz('{oops')).toBeNull();
    expect(parseStoredQuiz(JSON.stringify({ ...saved, version: 2 }))).toBeNull();
    expect(parseStoredQuiz(JSON.stringify({ ...saved, step: 'pay' }))).toBeNull();
    expect(parseStoredQuiz(JSON.stringify({ ...saved, pups: [] }))).toBeNull();
  });
});
