import Link from '@/ui/primitives/app-link';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ButtonLink } from '@/ui/primitives/button';
import { fontSize, spacing } from '@/ui/theme';

export interface PanelLink {
  text: string;
  href: string;
  /** Path of a small illustration; decorative, the text names the link. */
  image?: string;
}

export interface PanelSectionProps {
  title: string;
  icon?: ReactNode;
  description?: string;
  links: PanelLink[];
  cta: { href: string; text?: string; label?: string };
}

const Section = styled.section`
  padding: ${spacing(4, 0)};
  & + & {
    border-top: 1px solid ${({ theme }) => theme.palette.line};
  }
  h3 {
    display: flex;
    align-items: center;
    gap: ${spacing(2)};
    font-size: ${fontSize.md};
    margin: ${spacing(0, 0, 1)};
  }
  p {
    margin: ${spacing(0, 0, 3)};
    color: ${({ theme }) => theme.palette.inkMuted};
  }
`;

const Grid = styled.ul`
  list-style: none;
  margin: ${spacing(0, 0, 4)};
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(112px, 1fr));
  gap: ${spacing(3)};
  li {
    display: flex;
  }
`;

const Tile = styled(Link)`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${spacing(1.5)};
  padding: ${spacing(2)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.palette.bone};
  text-decoration: none;
  font-weight: 600;
  text-align: center;
  &:hover {
    text-decoration: underline;
  }
  img {
    width: 96px;
    height: 72px;
  }
`;

/** One section of a slide-out panel: a title, a grid of links and a call to action ('See all' by default). */
export function PanelSection({ title, icon, description, links, cta }: PanelSectionProps) {
  return (
    <Section aria-label={title}>
      <h3>
        {icon}
        {title}
      </h3>
      {description ? <p>{description}</p> : null}
      <Grid>
        {links.map((link) => (
          <li key={link.href}>
            <Tile href={link.href}>
              {link.image ? (
                <img
                  src={link.image}
                  alt=""
                  width={96}
                  height={72}
                  loading="lazy"
                  decoding="async"
                />
              ) : null}
              {link.text}
            </Tile>
          </li>
        ))}
      </Grid>
      <ButtonLink href={cta.href} variant="secondary" size="small" aria-label={cta.label}>
        {cta.text ?? 'See all'}
      </ButtonLink>
    </Section>
  );
}
