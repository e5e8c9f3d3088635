import type { PlanType } from '@/domain/plan-types';
import type { PupAnswers } from '@/ui/forms/pup/pup-answer-fields';

/**
 * The quiz's progress: typed answers as the customer left them, kept in the browser so a reload
 * (or a return visit) picks up where they were.
 */
export const MAX_QUIZ_PUPS = 4;
export const QUIZ_STORAGE_KEY = 'ollie.quiz';

export interface PupDraft extends PupAnswers {
  key: string;
  /** Set once the pup is saved to the account. */
  petId?: number;
  /** The plan picked on the plan step. */
  plan?: {
    planType: PlanType;
    selection: { fresh: string[]; dry: string[] };
    sku?: string;
    /** Recipes whose allergy warning the owner acknowledged. */
    acknowledged?: string[];
  };
}

export interface AddonDraft {
  sku: string;
  quantity: number;
  frequency: 1 | 2;
  /** The pup whose box carries it, when there are several (the owner chooses on the plan step). */
  pet_id?: number | null;
  /** The owner acknowledged its allergy warning (it contains a pup's allergen). */
  allergenAcknowledged?: boolean;
}

export interface OwnerDraft {
  firstName: string;
  email: string;
  phone: string;
  smsConsent: boolean;
}

export type QuizStep = 'pups' | 'details' | 'owner' | 'plan';

export interface QuizState {
  version: 1;
  step: QuizStep;
  pupIndex: number;
  pups: PupDraft[];
  owner: OwnerDraft;
  addons: AddonDraft[];
}

let counter = 0;
export const newPup = (name = ''): PupDraft => ({
  key: `pup-${Date.now().toString(36)}-${(counter += 1)}`,
  name,
  weight: '',
  activity_level: '',
  is_neutered: '',
  birth_year: '',
  birth_month: '',
  allergies: [],
});

export const initialQuiz = (): QuizState => ({
  version: 1,
  step: 'pups',
  pupIndex: 0,
  pups: [newPup()],
  owner: { firstName: '', email: '', phone: '', smsConsent: false },
  addons: [],
});

export type QuizAction =
  | { type: 'load'; state: QuizState }
  | { type: 'addPup' }
  | { type: 'removePup'; key: string }
  | { type: 'editPup'; key: string; changes: Partial<PupDraft> }
  | { type: 'editOwner'; changes: Partial<OwnerDraft> }
  | { type: 'go'; step: QuizStep; pupIndex?: number }
  | { type: 'setAddon'; addon: AddonDraft }
  | { type: 'removeAddon'; sku: string }
  | { type: 'reset' };

export function quizReducer(state: QuizState, action: QuizAction): QuizState {
  switch (action.type) {
    case 'load':
      return action.state;
    case 'addPup':
      return state.pups.length >= MAX_QUIZ_PUPS
        ? state
        : { ...state, pups: [...state.pups, newPup()] };
    case 'removePup': {
      const pups = state.pups.filter((pup) => pup.key !== action.key);
      return pups.length ? { ...state, pups } : state;
    }
    case 'editPup':
      return {
        ...state,
        pups: state.pups.map((pup) =>
          pup.key === action.key ? { ...pup, ...action.changes } : pup,
        ),
      };
    case 'editOwner':
      return { ...state, owner: { ...state.owner, ...action.changes } };
    case 'go':
      return {
        ...state,
        step: action.step,
        pupIndex: Math.min(Math.max(action.pupIndex ?? 0, 0), state.pups.length - 1),
      };
    case 'setAddon':
      return {
        ...state,
        addons: [...state.addons.filter((addon) => addon.sku !== action.addon.sku), action.addon],
      };
    case 'removeAddon':
      return { ...state, addons: state.addons.filter((addon) => addon.sku !== action.sku) };
    case 'reset':
      return initialQuiz();
  }
}

/** A stored quiz if it is one this version understands; anything else starts afresh. */
export function parseStoredQuiz(raw: string | null): QuizState | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as QuizState;
    if (value?.version !== 1 || !Array.isArray(value.pups) || value.pups.length === 0) return null;
    if (!['pups', 'details', 'owner', 'plan'].includes(value.step)) return null;
    return {
      ...initialQuiz(),
      ...value,
      pups: value.pups.slice(0, MAX_QUIZ_PUPS).map((pup) => ({ ...newPup(), ...pup })),
      addons: Array.isArray(value.addons) ? value.addons : [],
      pupIndex: Math.min(Math.max(Number(value.pupIndex) || 0, 0), value.pups.length - 1),
    };
  } catch {
    return null;
  }
}
