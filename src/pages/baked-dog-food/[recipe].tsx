import type { GetStaticPaths, GetStaticProps } from 'next';
import {
  recipePageProps,
  recipeSlugs,
  type RecipePageProps,
} from '@/features/catalog/catalog-props';
import { recipeArt } from '@/features/catalog/recipe/recipe-art.server';
import { RecipeView } from '@/features/catalog/recipe/recipe-view';
import { PageMeta } from '@/ui/seo/page-meta';
import { serverFlags } from '@/server/services/catalog/server-flags';
import { publicPrices } from '@/server/services/prices/public-prices';

export const getStaticPaths: GetStaticPaths = async () => ({
  paths: recipeSlugs('dry').map((recipe) => ({ params: { recipe } })),
  fallback: false,
});

export const getStaticProps: GetStaticProps<RecipePageProps, { recipe: string }> = async ({
  params,
}) => {
  const { sheet, revalidate } = await publicPrices();
  const props = recipePageProps(serverFlags(), sheet, 'dry', params?.recipe ?? '', recipeArt);
  return props ? { props, revalidate } : { notFound: true, revalidate };
};

export default function BakedRecipePage(props: RecipePageProps) {
  return (
    <>
      <PageMeta
        title={props.recipe.name}
        description={props.recipe.description}
        path={props.path}
      />
      <RecipeView {...props} />
    </>
  );
}
