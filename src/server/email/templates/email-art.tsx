import { Img, Section } from '@react-email/components';
import { RECIPES } from '@/domain/catalog/recipes-data';
import { parsePlanSku } from '@/domain/plan-sku';
import { absoluteUrl } from './links';

/** The size the recipe PNGs are shown at (drawn at twice this by scripts/rasterize-email-art.mjs). */
export const EMAIL_ART_SIZE = { width: 120, height: 90 } as const;

export interface EmailArt {
  src: string;
  alt: string;
}

/**
 * A recipe's bowl as a PNG on the shop's own origin: mail clients that refuse SVG or remote hosts
 * still show the shop's own images once the reader allows them, and the alt text names the recipe.
 */
export function recipeEmailArt(key: string): EmailArt | null {
  const recipe = RECIPES.find((candidate) => candidate.key === key);
  if (!recipe) return null;
  const file = `${recipe.kind === 'fresh' ? 'fresh' : 'baked'}-${recipe.slug}.png`;
  return { src: absoluteUrl(`/images/email/recipes/${file}`), alt: recipe.name };
}

/** The art of the recipes a plan's sku names, fresh first; none for an extra's sku. */
export function planEmailArt(sku: string): EmailArt[] {
  const selection = parsePlanSku(sku)?.selection;
  if (!selection) return [];
  return [...selection.fresh, ...selection.dry].flatMap((key) => recipeEmailArt(key) ?? []);
}

/** A row of recipe bowls; nothing at all when there is no art to show. */
export function ArtRow({ art }: { art: EmailArt[] }) {
  if (!art.length) return null;
  return (
    <Section style={{ margin: '0 0 16px' }}>
      {art.map((image) => (
        <Img
          key={image.src}
          src={image.src}
          alt={image.alt}
          width={EMAIL_ART_SIZE.width}
          height={EMAIL_ART_SIZE.height}
          style={{ display: 'inline-block', margin: '0 8px 8px 0', borderRadius: '12px' }}
        />
      ))}
    </Section>
  );
}
