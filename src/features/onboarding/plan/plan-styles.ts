import styled from 'styled-components';

export const PupPlanCard = styled.section`
  display: grid;
  gap: 16px;
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.palette.line};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: #fff;
`;

export const PlanOptions = styled.div`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
`;

export const PlanOption = styled.label`
  position: relative;
  display: grid;
  gap: 6px;
  padding: 16px;
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
    font-size: 1.15rem;
  }
`;

export const Badge = styled.span`
  justify-self: start;
  padding: 2px 8px;
  border-radius: 999px;
  background: ${({ theme }) => theme.palette.kale};
  color: #fff;
  font-size: 0.8rem;
  font-weight: 700;
`;

export const Price = styled.p`
  margin: 0;
  s {
    margin-right: 6px;
  }
`;

export const PriceMessage = styled.p`
  margin: 0;
  padding: 10px 12px;
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
    margin-bottom: 8px;
    padding: 0;
  }
`;

export const BoxNote = styled.p`
  margin: 0;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.palette.inkMuted};
`;

export const RecipeThumb = styled.img`
  width: 64px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radius.small};
`;
