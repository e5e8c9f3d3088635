import { PLAN_NAMES } from '@/domain/plan-types';
import Link from '@/ui/primitives/app-link';
import { Card, CardGrid, Center, Inner, Lead, Section } from './home-styles';

export const PLAN_TYPES = [
  {
    name: PLAN_NAMES.FR,
    text: 'Every meal gently cooked from whole meats and vegetables, kept in the freezer.',
  },
  {
    name: PLAN_NAMES.half_fresh,
    text: 'Half portions of fresh food to top up the bowl your dog already loves.',
  },
  {
    name: PLAN_NAMES.DY,
    text: 'Slow-baked, crunchy and shelf-stable, made with the same whole ingredients.',
  },
  { name: PLAN_NAMES.MX, text: 'Fresh and baked together: the best of both in one plan.' },
];

export function PlanTypesSection() {
  return (
    <Section $tone="bone" aria-labelledby="home-plans-title">
      <Inner>
        <h2 id="home-plans-title">Four ways to feed</h2>
        <Lead>
          Pick the plan that fits your dog and your budget; every plan is priced per week.
        </Lead>
        <CardGrid>
          {PLAN_TYPES.map((plan) => (
            <Card key={plan.name}>
              <h3>{plan.name}</h3>
              <p>{plan.text}</p>
            </Card>
          ))}
        </CardGrid>
        <Center>
          <Link href="/meal-plans/">Compare meal plans</Link>
        </Center>
      </Inner>
    </Section>
  );
}
