import styled from 'styled-components';
import { PLAN_TYPES } from '@/features/marketing/home/plan-types-section';
import type { RecipeData } from '@/domain/catalog/recipes-data';
import { PageLayout } from '@/ui/layout/page-layout';
// Imported directly: it is server-rendered, so next/dynamic would send its chunk with the page
// anyway, plus next/dynamic's own loader (~1.4 kB gzip).
import { PortionCalculator } from '../calculator/portion-calculator';
import { CardList, PageBody, PageHero } from '../components/page-hero';
import { fontSize, spacing } from '@/ui/theme';

const Plan = styled.li`
  padding: ${spacing(5)};
  border: 1px solid ${({ theme }) => theme.palette.line};
  border-radius: ${({ theme }) => theme.radius.medium};
  h2 {
    font-size: ${fontSize.xl};
  }
  p {
    margin: 0;
  }
`;

const Calculator = styled.div`
  margin-top: ${spacing(12)};
  h2 {
    font-size: ${fontSize['2xl']};
  }
`;

const DETAILS: Record<string, string> = {
  Fresh:
    'All of the day’s calories from gently cooked recipes, in portioned trays. The most fresh food, and the highest price per week.',
  'Half-fresh':
    'Half the day’s calories as fresh food, with the other half from the food your dog already eats. Half the fresh price.',
  Baked:
    'All of the day’s calories from our slow-baked recipes: crunchy, shelf-stable, and the lowest price per week.',
  Mixed: 'Half fresh and half baked, for variety in the bowl at a price between the two.',
};

/** The four plan types explained, and the public portion calculator. */
export function MealPlansView({ recipes }: { recipes: RecipeData[] }) {
  return (
    <PageLayout>
      <PageHero title="Meal plans">
        Four ways to feed, each priced per week from your dog’s daily calorie need.
      </PageHero>
      <PageBody>
        <CardList aria-label="Plan types">
          {PLAN_TYPES.map((plan) => (
            <Plan key={plan.name}>
              <h2>{plan.name}</h2>
              <p>{DETAILS[plan.name] ?? plan.text}</p>
            </Plan>
          ))}
        </CardList>
        <Calculator>
          <PortionCalculator recipes={recipes} />
        </Calculator>
      </PageBody>
    </PageLayout>
  );
}
