import styled from 'styled-components';
import type { Ingredient } from '@/domain/catalog/recipes-data';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  li {
    display: flex;
    gap: 12px;
    align-items: flex-start;
  }
  h3 {
    font-size: 1.0625rem;
    margin: 0 0 2px;
  }
  p {
    margin: 0;
  }
`;

export function IngredientList({ ingredients }: { ingredients: Ingredient[] }) {
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
