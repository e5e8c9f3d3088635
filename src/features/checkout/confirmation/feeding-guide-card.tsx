import styled from 'styled-components';
import type { OrderSubscriptionView } from '@/contracts/orders';
import { RECIPES } from '@/domain/catalog/recipes-data';
import { feedingGuide, MEALS_PER_DAY, TRANSITION, transitionGrams } from '@/domain/feeding-guide';
import { formatKcal } from '@/domain/format/kcal';
import type { PlanType } from '@/domain/plan-types';
import { planArt } from '@/features/catalog/plan-art';
import { fontSize, mediaUp, spacing } from '@/ui/theme';

const Card = styled.section`
  display: grid;
  gap: ${spacing(3)};
  padding: ${spacing(5)};
  border: 1px solid ${({ theme }) => theme.palette.line};
  border-radius: ${({ theme }) => theme.radius.medium};
  break-inside: avoid;
  ${mediaUp('tabletSmall')} {
    grid-template-columns: 160px minmax(0, 1fr);
    column-gap: ${spacing(5)};
    > :not(figure) {
      grid-column: 2;
    }
    figure {
      grid-row: 1 / span 4;
    }
  }
  h3 {
    margin: 0;
    font-size: ${fontSize.lg};
  }
  p {
    margin: 0;
  }
  figure {
    align-self: start;
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    align-content: start;
    gap: ${spacing(2)};
    margin: 0;
    padding: ${spacing(3)};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.palette.bone};
  }
  table {
    border-collapse: collapse;
    width: 100%;
  }
  th,
  td {
    padding: ${spacing(1.5, 2)};
    border-bottom: 1px solid ${({ theme }) => theme.palette.line};
    text-align: left;
  }
  td:last-child,
  th:last-child {
    text-align: right;
  }
`;

const SERVING: Record<PlanType, string> = {
  FR: 'Serve one recipe a day, taking turns between the recipes.',
  half_fresh: 'Add it on top of their usual food: one recipe a day, taking turns.',
  DY: 'Serve one recipe a day, taking turns between the recipes.',
  MX: 'Each meal is half fresh, half baked: one recipe of each a day.',
};

const byKey = new Map(RECIPES.map((recipe) => [recipe.key, recipe]));

/** A pup's printable feeding guide: the box's recipes, grams per meal, and the first week. */
export function FeedingGuideCard({
  plan,
}: {
  plan: Pick<OrderSubscriptionView, 'id' | 'sku' | 'pet_name'>;
}) {
  const guide = feedingGuide(plan.sku, RECIPES);
  if (!guide) return null;
  const first = guide.lines[0]!;
  const name = (key: string) => byKey.get(key)?.name ?? key;
  return (
    <Card aria-labelledby={`guide-${plan.id}`}>
      <figure>
        {planArt(plan.sku).map((art) => (
          <img key={art.key} src={art.src} alt="" width={120} height={90} />
        ))}
      </figure>
      <h3 id={`guide-${plan.id}`}>{plan.pet_name}’s feeding guide</h3>
      <p>
        {formatKcal(guide.kcalPerDay)} a day in {MEALS_PER_DAY} meals. {SERVING[guide.planType]}
      </p>
      <table>
        <caption className="visually-hidden">Grams per meal, by recipe</caption>
        <thead>
          <tr>
            <th scope="col">Recipe</th>
            <th scope="col">Each meal</th>
          </tr>
        </thead>
        <tbody>
          {guide.lines.map((line) => (
            <tr key={line.key}>
              <th scope="row">{name(line.key)}</th>
              <td>{line.gramsPerMeal} g</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table>
        <caption>
          The first week, with {name(first.key)}: mix it into the food {plan.pet_name} eats now
        </caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">{name(first.key)} each meal</th>
          </tr>
        </thead>
        <tbody>
          {TRANSITION.map((stage) => (
            <tr key={stage.days}>
              <th scope="row">{stage.days}</th>
              <td>{transitionGrams(first.gramsPerMeal, stage.share)} g</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
