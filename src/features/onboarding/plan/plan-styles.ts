import styled from 'styled-components';
import { color, fontSize, mediaUp, radius, spacing } from '@/ui/theme';

export const PupPlanCard = styled.section`
  display: grid;
  gap: ${spacing(4)};
  padding: ${spacing(5)};
  border: 1px solid ${({ theme }) => theme.palette.line};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${color.lightest};
`;

/** The plans side by side on a desktop, two by two on a tablet, stacked on a phone. */
export const PlanOptions = styled.div`
  display: grid;
  gap: ${spacing(3)};
  grid-template-columns: minmax(0, 1fr);
  ${mediaUp('tabletSmall')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mediaUp('laptop')} {
    grid-template-columns: none;
    grid-auto-flow: column;
    grid-auto-columns: minmax(0, 1fr);
  }
`;

export const PlanOption = styled.label`
  position: relative;
  display: grid;
  align-content: start;
  gap: ${spacing(2)};
  padding: ${spacing(4)};
  border: 2px solid ${({ theme }) => theme.palette.line};
  border-radius: ${({ theme }) => theme.radius.medium};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.palette.kale};
    background: ${({ theme }) => theme.palette.bone};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.palette.blueberry};
    outline-offset: 2px;
  }
  input {
    position: absolute;
    opacity: 0;
    pointer-events: none;
  }
  strong {
    font-size: ${fontSize.md};
  }
`;

export const Badge = styled.span`
  justify-self: start;
  padding: ${spacing(0.5, 2)};
  border-radius: ${radius.pill};
  background: ${({ theme }) => theme.palette.kale};
  color: ${color.lightest};
  font-size: ${fontSize.xs};
  font-weight: 700;
`;

export const Price = styled.p`
  margin: 0;
  s {
    margin-right: ${spacing(1.5)};
  }
`;

export const PriceMessage = styled.p`
  margin: 0;
  padding: ${spacing(2.5, 3)};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.palette.bone};
`;

export const PlanFieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  min-width: 0;
  legend {
    font-weight: 700;
    margin-bottom: ${spacing(2)};
    padding: 0;
  }
`;

export const BoxNote = styled.p`
  margin: 0;
  font-size: ${fontSize.base};
  color: ${({ theme }) => theme.palette.inkMuted};
`;

export const RecipeThumb = styled.img`
  width: 64px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radius.small};
`;

/** A plan's recipes, pictured side by side at the top of its card. */
export const PlanArt = styled.span`
  display: flex;
  justify-content: center;
  padding: ${spacing(2)};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.palette.bone};
  img {
    width: 50%;
    max-width: 120px;
    height: auto;
  }
`;

/** A plan card's day, week and box prices: the first line reads large. */
export const PlanPrice = styled.span`
  display: grid;
  gap: ${spacing(0.5)};
  span:first-child {
    font-size: ${fontSize.md};
    font-weight: 700;
  }
  span:last-child {
    color: ${({ theme }) => theme.palette.inkMuted};
  }
`;

export const OfferSaving = styled.span`
  justify-self: start;
  padding: ${spacing(0.5, 2)};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.palette.egg};
  font-size: ${fontSize.sm};
  font-weight: 700;
`;

/** Continue with the first box's running total beside it. */
export const ContinueGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${spacing(3)};
`;

export const RunningTotal = styled.p`
  margin: 0;
  font-size: ${fontSize.base};
  strong {
    font-size: ${fontSize.lg};
  }
  small {
    font-size: ${fontSize.sm};
  }
`;
