import styled from 'styled-components';
import { fontSize, spacing } from '@/ui/theme';
import type { CalculatorRecipe, PortionResult } from '../calculator/calculate-portions';
import { PortionCalculator } from '../calculator/portion-calculator';
import { PageBody } from '../components/page-hero';

const Body = styled(PageBody)`
  padding-top: 0;
`;

const Calculator = styled.div`
  margin-top: ${spacing(12)};
  h2 {
    font-size: ${fontSize['2xl']};
  }
`;

/** The meal plans page's public portion calculator, below the plan types. */
export function CalculatorSection({
  recipes,
  initial,
}: {
  recipes: CalculatorRecipe[];
  initial: PortionResult;
}) {
  return (
    <Body>
      <Calculator>
        <PortionCalculator recipes={recipes} initial={initial} />
      </Calculator>
    </Body>
  );
}
