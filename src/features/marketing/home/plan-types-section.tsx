import Link from '@/ui/primitives/app-link';
import { Card, CardGrid, Center, Inner, Lead, Section } from './home-styles';
import { PLAN_TYPES } from './plan-types';

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
