import styled from 'styled-components';
import { color, fontSize, lineHeight, mediaUp, radius, spacing } from '@/ui/theme';

/** A pup's plan on My plan: the next box first, its deadline, then the actions. */
export const PupCard = styled.section`
  margin-bottom: ${spacing(6)};
  border: 1px solid ${color.line};
  border-radius: ${radius.large};
  background: ${color.surface};
  box-shadow: 0 1px 2px rgb(29 27 25 / 6%);
  overflow: clip;
  h2 {
    font-size: ${fontSize['2xl']};
    margin: 0;
  }
  h3 {
    font-size: ${fontSize.lg};
    margin: 0 0 ${spacing(3)};
  }
`;

export const PupHead = styled.header`
  display: flex;
  align-items: center;
  gap: ${spacing(4)};
  padding: ${spacing(5, 5, 4)};
  background: ${color.surfaceMuted};
  p {
    margin: ${spacing(1, 0, 0)};
    color: ${color.inkMuted};
  }
  ${mediaUp('tablet')} {
    padding: ${spacing(6, 8, 5)};
  }
`;

export const Art = styled.div`
  display: flex;
  flex: none;
  img {
    width: 72px;
    height: 54px;
    object-fit: contain;
    border-radius: ${radius.medium};
    background: ${color.surface};
  }
  img + img {
    margin-left: -${spacing(5)};
    box-shadow: -2px 0 0 ${color.surfaceMuted};
  }
  ${mediaUp('tablet')} {
    img {
      width: 104px;
      height: 78px;
    }
  }
`;

export const Status = styled.span`
  display: inline-block;
  margin-left: ${spacing(2)};
  padding: ${spacing(0.5, 2.5)};
  border-radius: ${radius.pill};
  background: ${color.egg};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${fontSize.sm};
  font-weight: 700;
  vertical-align: middle;
  text-transform: capitalize;
`;

export const Countdown = styled.p`
  display: flex;
  align-items: center;
  gap: ${spacing(2)};
  margin: 0;
  padding: ${spacing(3, 5)};
  border-block: 1px solid ${color.line};
  background: ${color.surface};
  font-weight: 700;
  color: ${color.spinach};
  ${mediaUp('tablet')} {
    padding: ${spacing(3, 8)};
  }
`;

export const PupBody = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${spacing(6)};
  padding: ${spacing(5)};
  ${mediaUp('tablet')} {
    grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr);
    column-gap: ${spacing(8)};
    padding: ${spacing(6, 8)};
  }
  dl {
    grid-template-columns: max-content minmax(0, 1fr);
    line-height: ${lineHeight.snug};
  }
`;

export const PupFoot = styled.div`
  display: grid;
  gap: ${spacing(2)};
  padding: ${spacing(0, 5, 5)};
  ${mediaUp('tablet')} {
    padding: ${spacing(0, 8, 6)};
  }
`;
