import type { ReactNode } from 'react';
import styled from 'styled-components';
import { color, fontSize, mediaUp, radius, spacing } from '@/ui/theme';

const Panel = styled.section`
  margin-bottom: ${spacing(6)};
  border: 1px solid ${color.line};
  border-radius: ${radius.large};
  background: ${color.surface};
  box-shadow: 0 1px 2px rgb(29 27 25 / 6%);
  overflow: clip;
`;

const Head = styled.header`
  display: flex;
  align-items: center;
  gap: ${spacing(4)};
  padding: ${spacing(4, 5)};
  background: ${color.surfaceMuted};
  border-bottom: 1px solid ${color.line};
  h2 {
    margin: 0;
    font-size: ${fontSize.xl};
  }
  p {
    margin: ${spacing(1, 0, 0)};
    color: ${color.inkMuted};
  }
  > svg {
    flex: none;
    box-sizing: content-box;
    padding: ${spacing(2.5)};
    border-radius: ${radius.round};
    background: ${color.surface};
    color: ${color.kale};
  }
  ${mediaUp('tablet')} {
    padding: ${spacing(5, 8)};
  }
`;

const Body = styled.div`
  padding: ${spacing(5)};
  > :last-child {
    margin-bottom: 0;
  }
  /* The head already spaces the body from the title. */
  p:first-child {
    margin-top: 0;
  }
  form {
    display: grid;
    gap: ${spacing(4)};
  }
  ${mediaUp('tablet')} {
    padding: ${spacing(6, 8)};
  }
`;

/**
 * One titled block of an account page drawn like My plan's pup cards: a tinted head with the
 * block's icon and title, then its content. The section is a region named by its title.
 */
export function AccountPanel({
  id,
  icon,
  title,
  intro,
  children,
}: {
  /** The title's id (the region's name). */
  id: string;
  /** A decorative icon from src/ui/primitives/icons. */
  icon: ReactNode;
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Panel aria-labelledby={id}>
      <Head>
        {icon}
        <div>
          <h2 id={id}>{title}</h2>
          {intro ? <p>{intro}</p> : null}
        </div>
      </Head>
      <Body>{children}</Body>
    </Panel>
  );
}
