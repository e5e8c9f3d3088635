import styled from 'styled-components';
import { PageBody, PageHero } from '@/features/catalog/components/page-hero';
import { ButtonLink } from '@/ui/primitives/button';
import Link from '@/ui/primitives/app-link';
import { fontSize, spacing } from '@/ui/theme';
import { CONTENT_PAGES, type ContentPageKey } from './content-pages';
import type { ContentPageData } from './content-types';

const Article = styled.article`
  max-width: 760px;
  margin: 0 auto;
  section {
    margin-bottom: ${spacing(8)};
  }
  h2 {
    font-size: ${fontSize.xl};
  }
  p,
  li {
    font-size: ${fontSize.md};
  }
`;

export interface ContentArticleProps {
  page: ContentPageKey;
}

/** An informational page's text: a hero, sections of prose, and a way onward. */
export function ContentArticle({ page: key }: ContentArticleProps) {
  const page: ContentPageData = CONTENT_PAGES[key];
  return (
    <>
      <PageHero title={page.title}>{page.intro}</PageHero>
      <PageBody>
        <Article>
          {page.updated ? <p>Last updated {page.updated}.</p> : null}
          {page.sections.map((section, index) => (
            <section key={section.heading} aria-labelledby={`section-${index}`}>
              <h2 id={`section-${index}`}>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
              {section.points ? (
                <ul>
                  {section.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              ) : null}
              {section.link ? <Link href={section.link.href}>{section.link.text}</Link> : null}
            </section>
          ))}
          {page.cta ? <ButtonLink href={page.cta.href}>{page.cta.text}</ButtonLink> : null}
        </Article>
      </PageBody>
    </>
  );
}
