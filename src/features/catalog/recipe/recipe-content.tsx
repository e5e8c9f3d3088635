import styled from 'styled-components';
import { recipeImageAlt } from '../product-art';
import { ButtonLink } from '@/ui/primitives/button';
import { fluidFontSize, fontSize, mediaUp, spacing } from '@/ui/theme';
import type { RecipePageProps } from '../catalog-props';
import { CardList, PageBody } from '../components/page-hero';
import { RecipeCard } from '../components/recipe-card';
import { AnalysisTable } from './analysis-table';
import { IngredientList } from './ingredient-list';
import { formatKcal } from '@/domain/format/kcal';

const Top = styled.section`
  background: ${({ theme }) => theme.palette.bone};
  padding: ${spacing(8, 4)};
  > div {
    max-width: ${({ theme }) => theme.layout.maxWidth};
    margin: 0 auto;
    display: grid;
    gap: ${spacing(6)};
    align-items: center;
    ${mediaUp('tablet')} {
      grid-template-columns: 1fr 1fr;
    }
  }
  .recipe-art svg {
    display: block;
    width: 100%;
    height: auto;
    max-width: 560px;
  }
  h1 {
    font-size: ${fluidFontSize.page};
  }
`;

const Price = styled.p`
  font-size: ${fontSize.lg};
  font-weight: 700;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.palette.kale};
  margin: ${spacing(4, 0, 1)};
`;

const Fine = styled.p`
  font-size: ${fontSize.base};
  color: ${({ theme }) => theme.palette.inkMuted};
  margin: ${spacing(0, 0, 5)};
`;

const Section = styled.section`
  margin-top: ${spacing(10)};
  h2 {
    font-size: ${fontSize['2xl']};
  }
`;

/**
 * One recipe: what is in it, its guaranteed analysis and calorie density, and its price per week.
 * Static, so the browser keeps the server's HTML (see recipe-view.tsx).
 */
export function RecipeContent({
  recipe,
  imageMarkup,
  perWeek,
  typicalKcalPerDay,
  orderable,
  others,
}: RecipePageProps) {
  const kindLabel = recipe.kind === 'fresh' ? 'fresh' : 'baked';
  return (
    <>
      <Top aria-labelledby="recipe-title">
        <div>
          {/* Our own build-time SVG file (recipe-art.server.ts), drawn from its ingredients. */}
          <div
            className="recipe-art"
            role="img"
            aria-label={recipeImageAlt(recipe)}
            dangerouslySetInnerHTML={{ __html: imageMarkup }}
          />
          <div>
            <h1 id="recipe-title">{recipe.name}</h1>
            <p>{recipe.description}</p>
            <Price>{perWeek}</Price>
            <Fine>
              For a typical 30 lb, neutered, normally active adult eating{' '}
              {formatKcal(typicalKcalPerDay)} a day, all {kindLabel}. Your pup&apos;s price depends
              on their needs.
            </Fine>
            {orderable ? (
              <ButtonLink href="/onboarding/" size="large">
                Try now
              </ButtonLink>
            ) : (
              <>
                <Fine role="note">
                  Coming soon: {recipe.name} can’t be ordered just yet. It will be offered in the
                  quiz as soon as it can be; until then, build your pup’s plan from our other
                  recipes.
                </Fine>
                <ButtonLink href="/onboarding/" size="large">
                  Take the quiz
                </ButtonLink>
              </>
            )}
          </div>
        </div>
      </Top>
      <PageBody>
        <Section aria-labelledby="ingredients-title">
          <h2 id="ingredients-title">What&apos;s inside</h2>
          <IngredientList ingredients={recipe.ingredients} />
        </Section>
        <Section aria-labelledby="analysis-title">
          <h2 id="analysis-title">Guaranteed analysis</h2>
          <AnalysisTable analysis={recipe.analysis} kcalPerKg={recipe.kcalPerKg} />
        </Section>
        {others.length ? (
          <Section aria-labelledby="others-title">
            <h2 id="others-title">More {kindLabel} recipes</h2>
            <CardList>
              {others.map((other) => (
                <li key={other.href}>
                  <RecipeCard recipe={other} />
                </li>
              ))}
            </CardList>
          </Section>
        ) : null}
      </PageBody>
    </>
  );
}
