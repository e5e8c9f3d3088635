import styled from 'styled-components';
import { ButtonLink } from '@/ui/primitives/button';
import { mediaUp } from '@/ui/theme';

export interface CategoryCard {
  header: string;
  description: string;
  image: string;
  button: { text: string; href: string };
}

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 16px;
  display: grid;
  gap: 16px;
  ${mediaUp('tablet')} {
    grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  }
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.palette.bone};
  h3 {
    margin: 0;
    font-size: 1.125rem;
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
export function SlideDownMenu({ cards, label }: { cards: CategoryCard[]; label: string }) {
  return (
    <Cards aria-label={label}>
      {cards.map((card) => (
        <Card key={card.header}>
          <img src={card.image} alt="" width={160} height={120} loading="lazy" decoding="async" />
          <h3>{card.header}</h3>
          <p>{card.description}</p>
          <ButtonLink href={card.button.href} size="small" variant="secondary">
            {card.button.text}
          </ButtonLink>
        </Card>
      ))}
    </Cards>
  );
}
