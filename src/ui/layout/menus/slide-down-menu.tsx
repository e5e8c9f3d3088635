import styled from 'styled-components';
import { ButtonLink } from '@/ui/primitives/button';
import { fontSize, mediaUp, spacing } from '@/ui/theme';

export interface CategoryCard {
  header: string;
  description: string;
  image: string;
  /** `label` names the button for screen readers when its text alone is vague ('View'). */
  button: { text: string; href: string; label?: string };
}

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${spacing(4)};
  display: grid;
  gap: ${spacing(4)};
  ${mediaUp('tablet')} {
    grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  }
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${spacing(2)};
  padding: ${spacing(4)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.palette.bone};
  h3,
  h4 {
    margin: 0;
    font-size: ${fontSize.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.palette.inkMuted};
    flex: 1;
  }
  img {
    width: 100%;
    max-width: 160px;
    height: auto;
  }
`;

/** A slide-down menu of category cards, each with a header, description, image and a button. */
export function SlideDownMenu({
  cards,
  label,
  headingLevel = 3,
}: {
  cards: CategoryCard[];
  label: string;
  /** The level of each card's header, one below the heading the menu sits under. */
  headingLevel?: 3 | 4;
}) {
  const CardHeading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <Cards aria-label={label}>
      {cards.map((card) => (
        <Card key={card.header}>
          <img src={card.image} alt="" width={160} height={120} loading="lazy" decoding="async" />
          <CardHeading>{card.header}</CardHeading>
          <p>{card.description}</p>
          <ButtonLink
            href={card.button.href}
            size="small"
            variant="secondary"
            aria-label={card.button.label}
          >
            {card.button.text}
          </ButtonLink>
        </Card>
      ))}
    </Cards>
  );
}
