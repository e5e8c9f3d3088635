import styled from 'styled-components';
import { PLAN_TYPES } from '@/features/marketing/home/plan-types';
import { fontSize, spacing } from '@/ui/theme';
import { CardList, PageBody, PageHero } from '../components/page-hero';

const Body = styled(PageBody)`
  padding-bottom: 0;
`;

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

const DETAILS: Record<string, string> = {
  Fresh:
    'All of the day’s calories from gently cooked recipes, in portioned trays. The most fresh food, and the highest price per week.',
  'Half-fresh':
    'Half the day’s calories as fresh food, with the other half from the food your dog already eats. Half the fresh price.',
  Baked:
    'All of the day’s calories from our slow-baked recipes: crunchy, shelf-stable, and the lowest price per week.',
  Mixed: 'Half fresh and half baked, for variety in the bowl at a price between the two.',
};

/** The meal plans page's hero and the four plan types explained. */
export function MealPlansIntro() {
  return (
    <>
      <PageHero title="Meal plans">
        Four ways to feed, each priced per week from your dog’s daily calorie need.
      </PageHero>
      <Body>
        <CardList aria-label="Plan types">
          {PLAN_TYPES.map((plan) => (
            <Plan key={plan.name}>
              <h2>{plan.name}</h2>
              <p>{DETAILS[plan.name] ?? plan.text}</p>
            </Plan>
          ))}
        </CardList>
      </Body>
    </>
  );
}
