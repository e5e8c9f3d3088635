import styled from 'styled-components';
import { formatCents } from '@/domain/format/money';
import type { AddonData } from '@/domain/catalog/addons-data';
import { ButtonLink } from '@/ui/primitives/button';
import { CardList, PageBody, PageHero } from '../components/page-hero';
import { addonImage, addonImageAlt } from '../product-art';
import { fontSize, spacing } from '@/ui/theme';

const Card = styled.article`
  height: 100%;
  display: flex;
  flex-direction: column;
  gap: ${spacing(1.5)};
  padding: ${spacing(5)};
  border: 1px solid ${({ theme }) => theme.palette.line};
  border-radius: ${({ theme }) => theme.radius.medium};
  img {
    width: 100%;
    height: auto;
    margin-bottom: ${spacing(2)};
    border-radius: ${({ theme }) => theme.radius.small};
  }
  h2 {
    font-size: ${fontSize.lg};
    margin: 0;
  }
  p {
    margin: 0;
  }
`;

const Meta = styled.p`
  && {
    color: ${({ theme }) => theme.palette.inkMuted};
    font-size: ${fontSize.base};
  }
`;

const Price = styled.p`
  && {
    margin-top: auto;
    padding-top: ${spacing(2)};
    font-weight: 700;
    color: ${({ theme }) => theme.palette.kale};
  }
`;

const Note = styled.p`
  margin: ${spacing(8, 0, 4)};
  max-width: 680px;
`;

export interface AddonsContentProps {
  title: string;
  intro: string;
  addons: AddonData[];
}

/** Treats or supplements: what each is, how it comes (bag or jar), and its price per box. */
export function AddonsContent({ title, intro, addons }: AddonsContentProps) {
  return (
    <>
      <PageHero title={title}>{intro}</PageHero>
      <PageBody>
        <CardList aria-label={title}>
          {addons.map((addon) => (
            <li key={addon.sku}>
              <Card aria-labelledby={`addon-${addon.key}`}>
                <img
                  src={addonImage(addon.key)}
                  alt={addonImageAlt(addon)}
                  width={280}
                  height={210}
                  loading="lazy"
                  decoding="async"
                />
                <h2 id={`addon-${addon.key}`}>{addon.name}</h2>
                <Meta>
                  {addon.size.includes(addon.container)
                    ? addon.size
                    : `${addon.size}, in a ${addon.container}`}
                </Meta>
                <p>{addon.description}</p>
                <Price>
                  {formatCents(addon.priceCents)} per {addon.container}
                </Price>
              </Card>
            </li>
          ))}
        </CardList>
        <Note>
          Add extras to any plan: choose 1 to 6 of each, every box or every other box, and change
          them anytime from your account.
        </Note>
        <ButtonLink href="/onboarding/">Get started</ButtonLink>
      </PageBody>
    </>
  );
}
