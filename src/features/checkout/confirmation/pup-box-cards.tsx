import styled from 'styled-components';
import type { OrderSubscriptionView } from '@/contracts/orders';
import { longDate } from '@/domain/format/date';
import { repeatDisclosure } from '@/domain/repeat-disclosure';
import { planArt } from '@/features/catalog/plan-art';
import { fontSize, radius, spacing } from '@/ui/theme';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${spacing(4)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 280px), 1fr));
`;

const Box = styled.li`
  display: grid;
  gap: ${spacing(2)};
  align-content: start;
  padding: ${spacing(4)};
  border: 1px solid ${({ theme }) => theme.palette.line};
  border-radius: ${radius.medium};
  h3 {
    margin: 0;
    font-size: ${fontSize.lg};
  }
  p {
    margin: 0;
  }
  figure {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${spacing(2)};
    margin: 0;
    padding: ${spacing(3)};
    border-radius: ${radius.small};
    background: ${({ theme }) => theme.palette.bone};
  }
`;

/** One card per pup: the box's recipes as the shop draws them, when it comes and what repeats. */
export function PupBoxCards({ plans }: { plans: OrderSubscriptionView[] }) {
  return (
    <Grid aria-label="Your pups’ boxes">
      {plans.map((plan) => {
        const art = planArt(plan.sku);
        return (
          <Box key={plan.id} aria-labelledby={`box-${plan.id}`}>
            <figure>
              {art.map((recipe) => (
                <img key={recipe.key} src={recipe.src} alt={recipe.name} width={96} height={72} />
              ))}
            </figure>
            <h3 id={`box-${plan.id}`}>{plan.pet_name}’s box</h3>
            <p>
              Next box: {longDate(plan.next_delivery_date)}, then every{' '}
              {plan.weeks_of_food === 1 ? 'week' : `${plan.weeks_of_food} weeks`}.
            </p>
            <p>{repeatDisclosure(plan.pet_name, plan.repeat, true)}</p>
          </Box>
        );
      })}
    </Grid>
  );
}
