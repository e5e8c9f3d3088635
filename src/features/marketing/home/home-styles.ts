import styled from 'styled-components';
import { fluidFontSize, fontSize, mediaUp, renderedWhenNear, spacing } from '@/ui/theme';

/** A home section below the hero: on a phone never in the first screen, so rendered when near. */
export const Section = styled.section<{ $tone?: 'bone' | 'white' | 'kale' }>`
  padding: ${spacing(14, 4)};
  ${renderedWhenNear(800)}
  background: ${({ theme, $tone = 'white' }) =>
    $tone === 'bone'
      ? theme.palette.bone
      : $tone === 'kale'
        ? theme.palette.spinach
        : theme.palette.lightest};
  color: ${({ theme, $tone }) => ($tone === 'kale' ? theme.palette.lightest : theme.palette.ink)};
  h2 {
    font-size: ${fluidFontSize.section};
    text-align: center;
    margin-bottom: ${spacing(2)};
  }
`;

export const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
`;

export const Lead = styled.p`
  max-width: 640px;
  margin: 0 auto ${spacing(8)};
  text-align: center;
  font-size: ${fontSize.md};
`;

export const CardGrid = styled.ul<{ $min?: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${spacing(5)};
  grid-template-columns: repeat(auto-fit, minmax(${({ $min = 220 }) => $min}px, 1fr));
`;

export const Card = styled.li`
  background: ${({ theme }) => theme.palette.lightest};
  border: 1px solid ${({ theme }) => theme.palette.line};
  border-radius: ${({ theme }) => theme.radius.medium};
  padding: ${spacing(5)};
  h3 {
    font-size: ${fontSize.lg};
    margin-bottom: ${spacing(1.5)};
  }
  p {
    margin: 0;
  }
`;

export const Center = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${spacing(8)};
`;

export const TwoColumns = styled.div`
  display: grid;
  gap: ${spacing(8)};
  align-items: center;
  ${mediaUp('tablet')} {
    grid-template-columns: 1.1fr 0.9fr;
  }
`;
