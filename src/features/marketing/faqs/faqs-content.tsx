import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { PageBody, PageHero } from '@/features/catalog/components/page-hero';
import { site } from '@/config/site';
import { FAQ_GROUPS, searchFaqs } from './faq-data';
import { fontSize, spacing } from '@/ui/theme';

// As wide as the questions below it, so the box and the list share one left edge.
const Search = styled.div`
  max-width: 760px;
  margin: 0 auto ${spacing(8)};
  label {
    display: block;
    font-weight: 700;
    margin-bottom: ${spacing(1.5)};
  }
  input {
    width: 100%;
    max-width: 560px;
    min-height: 48px;
    padding: ${spacing(2.5, 3.5)};
    font: inherit;
    border: 1px solid ${({ theme }) => theme.palette.darkerFur};
    border-radius: ${({ theme }) => theme.radius.pill};
  }
`;

const Group = styled.section`
  max-width: 760px;
  margin: 0 auto ${spacing(8)};
  h2 {
    font-size: ${fontSize.xl};
  }
  details {
    border-bottom: 1px solid ${({ theme }) => theme.palette.line};
    padding: ${spacing(3, 0)};
  }
  summary {
    cursor: pointer;
    font-weight: 700;
    font-size: ${fontSize.md};
    min-height: 32px;
  }
  p {
    margin: ${spacing(2, 0, 0)};
  }
`;

/** Support & FAQ: questions grouped by topic, filtered as you type. */
export function FaqsContent() {
  const id = useId();
  const [search, setSearch] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // What was typed into the server's search box before the page hydrated counts as typed.
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed) setSearch(typed);
  }, []);
  const groups = searchFaqs(FAQ_GROUPS, search);
  const count = groups.reduce((sum, group) => sum + group.questions.length, 0);
  return (
    <>
      <PageHero title="Support & FAQ">
        Answers to the questions we hear most. Still stuck? Call {site.supportPhoneDisplay} or email{' '}
        {site.supportEmail}.
      </PageHero>
      <PageBody>
        <Search role="search">
          <label htmlFor={`${id}-search`}>Search the FAQ</label>
          <input
            ref={input}
            id={`${id}-search`}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            aria-describedby={`${id}-count`}
          />
          <p id={`${id}-count`} aria-live="polite">
            {search ? `${count} ${count === 1 ? 'question matches' : 'questions match'}` : ''}
          </p>
        </Search>
        {groups.length === 0 ? (
          <p style={{ textAlign: 'center' }}>No questions match “{search}”.</p>
        ) : null}
        {groups.map((group, index) => (
          <Group key={group.title} aria-labelledby={`${id}-group-${index}`}>
            <h2 id={`${id}-group-${index}`}>{group.title}</h2>
            {group.questions.map((item) => (
              <details key={item.question} open={search !== '' || undefined}>
                <summary>{item.question}</summary>
                <p>{item.answer}</p>
              </details>
            ))}
          </Group>
        ))}
      </PageBody>
    </>
  );
}
