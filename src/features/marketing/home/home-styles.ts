import styled from 'styled-components';
import { mediaUp } from '@/ui/theme';

export const Section = styled.section<{ $tone?: 'bone' | 'white' | 'kale' }>`
  padding: 56px 16px;
  background: ${({ theme, $tone = 'white' }) =>
    $tone === 'bone'
      ? theme.palette.bone
      : $tone === 'kale'
        ? theme.palette.spinach
        : theme.palette.lightest};
  color: ${({ theme, $tone }) => ($tone === 'kale' ? theme.palette.lightest : theme.palette.ink)};
  h2 {
    font-size: clamp(1.75rem, 4vw, 2.5rem);
    text-align: center;
    margin-bottom: 8px;
  }
`;

export const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
`;

export const Lead = styled.p`
  max-width: 640px;
  margin: 0 auto 32px;
  text-align: center;
  font-size: 1.125rem;
`;

export const CardGrid = styled.ul<{ $min?: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fit, minmax(${({ $min = 220 }) => $min}px, 1fr));
`;

export const Card = styled.li`
  background: ${({ theme }) => theme.palette.lightest};
  border: 1px solid ${({ theme }) => theme.palette.line};
  border-radius: ${({ theme }) => theme.radius.medium};
  padding: 20px;
  h3 {
    font-size: 1.25rem;
    margin-bottom: 6px;
  }
  p {
    margin: 0;
  }
`;

export const Center = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 32px;
`;

export const TwoColumns = styled.div`
  display: grid;
  gap: 32px;
  align-items: center;
  ${mediaUp('tablet')} {
    grid-template-columns: 1.1fr 0.9fr;
  }
`;
