import styled from 'styled-components';
import type { IngredientItem } from '../catalog-props';
import { fontSize, spacing } from '@/ui/theme';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${spacing(4)};
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  li {
    display: flex;
    gap: ${spacing(3)};
    align-items: flex-start;
  }
  h3 {
    font-size: ${fontSize.md};
    margin: ${spacing(0, 0, 0.5)};
  }
  p {
    margin: 0;
  }
`;

export function IngredientList({ ingredients }: { ingredients: IngredientItem[] }) {
  return (
    <List>
      {ingredients.map((ingredient) => (
        <li key={ingredient.key}>
          <img
            src={ingredient.image}
            alt=""
            width={56}
            height={56}
            loading="lazy"
            decoding="async"
          />
          <div>
            <h3>{ingredient.name}</h3>
            <p>{ingredient.description}</p>
          </div>
        </li>
      ))}
    </List>
  );
}
