import { fireEvent, screen } from '@testing-library/react';
import { useReducer } from 'react';
import { within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeFromCart, updateCart } from '@/lib/api-client';
import { renderWithOwnCache } from '@/ui/test-utils';
import { initialQuiz, quizReducer, type QuizState } from '../quiz/quiz-state';
import { PlanStep } from './plan-step';

const flags = vi.hoisted(() => ({ SHOW_ADD_ONS: true }));
vi.mock('@/lib/integrations/experiments/use-flag', () => ({
  useFlag: (name: string) => (flags as Record<string, boolean>)[name] ?? false,
}));
vi.mock('next/router', () => ({
  default: { router: null },
  useRouter: () => ({ pathname: '/onboarding', push: vi.fn(async () => true) }),
}));
vi.mock('@/lib/session/use-customer-session', () => ({
  useCustomerSession: () => ({
    status: 'authenticated',
    customer: { id: 3, email: 'sam@example.test', firstName: 'Sam', accessToken: 't' },
  }),
}));
// No offer to look up unless a test says one is loading (the lookup has its own tests).
const offerLookup = vi.hoisted(() => ({ loading: false }));
vi.mock('./use-offer-code', () => ({
  useOfferCode: () => ({ code: null, offer: null, loading: offerLookup.loading }),
}));
// Each pup's plan card has its own tests; here it only needs to be there.
// It prices its box as a real plan card does (the running total adds it up).
vi.mock('./pup-plan', async () => {
  const { useEffect } = await import('react');
  return {
    PupPlan: ({
      name,
      offerPending,
      onPriced,
    }: {
      name: string;
      offerPending?: boolean;
      onPriced?: (box: {
        productType: string;
        boxCents: number;
        discountedBoxCents: number;
      }) => void;
    }) => {
      useEffect(() => {
        if (!offerPending)
          onPriced?.({ productType: 'FR', boxCents: 12236, discountedBoxCents: 12236 });
      }, [offerPending, onPriced]);
      return (
        <p>
          {name}’s plan{offerPending ? ', waiting for the offer' : ''}
        </p>
      );
    },
  };
});
vi.mock('@/lib/api-client', async (original) => {
  const emptyCart = { coupon_code: null, subscriptions: {}, line_items: [] };
  return {
    ...(await original<typeof import('@/lib/api-client')>()),
    getCart: vi.fn(async () => emptyCart),
    getCustomer: vi.fn(async () => ({ status: 'lead' })),
    removeFromCart: vi.fn(async () => emptyCart),
    updateCart: vi.fn(async () => emptyCart),
  };
});

const CATALOG = {
  recipeNames: {},
  recipes: [{ key: 'chicken', name: 'Fresh Chicken', allergens: ['chicken', 'grain', 'fish'] }],
  addons: [
    {
      sku: 'ZOOMIES01',
      name: 'Zoomies Hip & Joint',
      size: '60 chews',
      priceCents: 2499,
      productType: 'SP' as const,
      allergens: ['shellfish'],
      container: 'jar' as const,
      image: '/images/products/zoomies.svg',
      imageAlt: 'A jar of Zoomies Hip & Joint',
    },
    {
      sku: 'JERKYSTRIPS-CH',
      name: 'Chicken Jerky Strips',
      size: '5 oz bag',
      priceCents: 1099,
      productType: 'TR' as const,
      allergens: ['chicken'],
      container: 'bag' as const,
      image: '/images/products/chickenjerky.svg',
      imageAlt: 'A bag of Chicken Jerky Strips',
    },
  ],
};

function quizAtPlan(changes: Partial<QuizState['pups'][number]> = {}): QuizState {
  const start = initialQuiz();
  return {
    ...start,
    step: 'plan',
    pups: [
      {
        ...start.pups[0]!,
        ...changes,
        name: 'Pepper',
        petId: 11,
        plan: { planType: 'FR', selection: { fresh: ['turkey'], dry: [] }, sku: 'FR_SKU' },
        ...changes,
      },
    ],
    addons: [{ sku: 'ZOOMIES01', quantity: 2, frequency: 2 }],
  };
}

/** The step with the quiz's own reducer, so ticks and acknowledgements change what it shows. */
function LiveStep({ start }: { start: QuizState }) {
  const [state, dispatch] = useReducer(quizReducer, start);
  return <PlanStep state={state} dispatch={dispatch} catalog={CATALOG} />;
}

function renderLive(state: QuizState) {
  return renderWithOwnCache(<LiveStep start={state} />);
}

function renderStep(state = quizAtPlan()) {
  return renderWithOwnCache(<PlanStep state={state} dispatch={vi.fn()} catalog={CATALOG} />);
}

describe('PlanStep and the offer', () => {
  afterEach(() => {
    offerLookup.loading = false;
  });

  it('has each pup’s plan wait while the offer is looked up', () => {
    offerLookup.loading = true;
    renderStep();
    expect(screen.getByText('Pepper’s plan, waiting for the offer')).toBeInTheDocument();
  });
});

describe('PlanStep and SHOW_ADD_ONS', () => {
  beforeEach(() => {
    flags.SHOW_ADD_ONS = true;
    vi.mocked(updateCart).mockClear();
  });

  it('offers treats and supplements and puts the chosen ones in the cart while the flag is on', async () => {
    renderStep();
    expect(screen.getByRole('heading', { name: 'Add treats and supplements' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    await vi.waitFor(() => expect(updateCart).toHaveBeenCalled());
    expect(vi.mocked(updateCart).mock.calls[0]![2]).toMatchObject({
      replace: true,
      subscriptions: { '11': { sku: 'FR_SKU', addons: [] } },
      line_items: [{ sku: 'ZOOMIES01', quantity: 2, frequency: 2, recurrence: true, pet_id: null }],
    });
    // The whole cart in one request: nothing is deleted first.
    expect(updateCart).toHaveBeenCalledTimes(1);
    expect(removeFromCart).not.toHaveBeenCalled();
  });

  it('puts an extra in the box of the pup the owner names, when there are several', async () => {
    const one = quizAtPlan();
    const two: QuizState = {
      ...one,
      pups: [one.pups[0]!, { ...one.pups[0]!, key: 'rex', name: 'Rex', petId: 12 }],
    };
    renderLive(two);
    const owner = screen.getByRole('combobox', { name: 'Which pup is Zoomies Hip & Joint for?' });
    expect(owner).toHaveValue('11');
    fireEvent.change(owner, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    await vi.waitFor(() => expect(updateCart).toHaveBeenCalled());
    expect(vi.mocked(updateCart).mock.calls[0]![2]).toMatchObject({
      line_items: [{ sku: 'ZOOMIES01', quantity: 2, frequency: 2, recurrence: true, pet_id: 12 }],
    });
  });

  it('offers none and adds none while the flag is off', async () => {
    flags.SHOW_ADD_ONS = false;
    renderStep();
    expect(screen.queryByRole('heading', { name: 'Add treats and supplements' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    await vi.waitFor(() => expect(updateCart).toHaveBeenCalled());
    expect(vi.mocked(updateCart).mock.calls[0]![2]).toMatchObject({ line_items: [] });
  });
});

describe('PlanStep’s running total', () => {
  it('adds up the first box beside Continue, extras included, as they change', async () => {
    flags.SHOW_ADD_ONS = true;
    renderLive(quizAtPlan());
    // $122.36 plan + 2 × $24.99 Zoomies.
    await vi.waitFor(() =>
      expect(screen.getByText(/^First box/)).toHaveTextContent(
        'First box $172.34 with 1 extra, before tax',
      ),
    );
    fireEvent.click(screen.getByRole('checkbox', { name: /^Chicken Jerky Strips/ }));
    await vi.waitFor(() =>
      expect(screen.getByText(/^First box/)).toHaveTextContent(
        'First box $183.33 with 2 extras, before tax',
      ),
    );
  });
});

describe('PlanStep and a pup’s allergies', () => {
  beforeEach(() => {
    flags.SHOW_ADD_ONS = true;
    vi.mocked(updateCart).mockClear();
  });
  const allergic = (addon: { allergenAcknowledged?: boolean } = {}) => ({
    ...quizAtPlan({ allergies: ['chicken', 'beef'] }),
    addons: [{ sku: 'JERKYSTRIPS-CH', quantity: 1, frequency: 1 as const, ...addon }],
  });

  it('flags chicken jerky and keeps it out of the cart until its warning is acknowledged', async () => {
    renderStep(allergic());
    expect(
      screen.getByRole('checkbox', { name: /^Chicken Jerky Strips .* Contains chicken$/ }),
    ).toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Chicken Jerky Strips contains chicken, which Pepper is allergic to.',
    );
    expect(
      screen.getByRole('checkbox', { name: 'I understand, and still want Chicken Jerky Strips' }),
    ).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Zoomies/ })).toHaveAccessibleName(/each$/);
    fireEvent.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    expect(
      await screen.findByText('Please confirm the allergy warning for Chicken Jerky Strips.'),
    ).toBeInTheDocument();
    expect(updateCart).not.toHaveBeenCalled();
  });

  it('shows the warning inside the treat’s own card and drops the refusal once acknowledged', async () => {
    renderLive(allergic());
    const card = screen
      .getByRole('checkbox', { name: /^Chicken Jerky Strips .* Contains chicken$/ })
      .closest('li')!;
    const consent = within(card).getByRole('checkbox', {
      name: 'I understand, and still want Chicken Jerky Strips',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    expect(
      await screen.findByText('Please confirm the allergy warning for Chicken Jerky Strips.'),
    ).toBeInTheDocument();
    fireEvent.click(consent);
    expect(screen.queryByText(/Please confirm the allergy warning/)).not.toBeInTheDocument();
  });

  it('drops the refusal when the treat it named is removed', async () => {
    renderLive(allergic());
    fireEvent.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    await screen.findByText('Please confirm the allergy warning for Chicken Jerky Strips.');
    fireEvent.click(screen.getByRole('checkbox', { name: /^Chicken Jerky Strips/ }));
    expect(screen.queryByText(/Please confirm the allergy warning/)).not.toBeInTheDocument();
  });

  it('tells the cart the owner acknowledged the warnings', async () => {
    renderStep(allergic({ allergenAcknowledged: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    await vi.waitFor(() => expect(updateCart).toHaveBeenCalled());
    expect(vi.mocked(updateCart).mock.calls[0]![2]).toEqual(
      expect.objectContaining({
        allergen_acknowledged: true,
        line_items: [
          { sku: 'JERKYSTRIPS-CH', quantity: 1, frequency: 1, recurrence: true, pet_id: null },
        ],
      }),
    );
  });

  it('refuses a plan with an allergen recipe the owner has not acknowledged', async () => {
    renderStep({
      ...quizAtPlan({
        allergies: ['chicken'],
        plan: { planType: 'FR', selection: { fresh: ['chicken'], dry: [] }, sku: 'FR_SKU' },
      }),
      addons: [],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    expect(
      await screen.findByText('Please confirm the allergy warning for Fresh Chicken.'),
    ).toBeInTheDocument();
    expect(updateCart).not.toHaveBeenCalled();
  });

  it('moves focus to the first warning left to confirm when Continue is refused', async () => {
    renderStep(allergic());
    const consent = screen.getByRole('checkbox', {
      name: 'I understand, and still want Chicken Jerky Strips',
    });
    const button = screen.getByRole('button', { name: 'Continue to checkout' });
    button.focus();
    fireEvent.click(button);
    await screen.findByText('Please confirm the allergy warning for Chicken Jerky Strips.');
    expect(consent).toHaveFocus();
  });
});
