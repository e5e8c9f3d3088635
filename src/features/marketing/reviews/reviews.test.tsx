import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '@/ui/test-utils';
import { ReviewCard } from './review-card';
import { averageStars, reviewer, REVIEWS } from './reviews-data';
import { ReviewsView } from './reviews-view';

vi.mock('@/ui/layout/page-layout', () => ({
  PageLayout: ({ children }: { children: React.ReactNode }) => <main>{children}</main>,
}));

describe('reviews', () => {
  it.each([
    [{ owner: 'Dana', pups: ['Juniper'] }, 'Dana, with Juniper'],
    [{ owner: 'Priya', pups: ['Olive', 'Mochi'] }, 'Priya, with Olive and Mochi'],
    [{ owner: 'Lee', pups: ['A', 'B', 'C'] }, 'Lee, with A, B and C'],
    [{ owner: 'Kim', pups: [] }, 'Kim'],
  ])('names the reviewer and their pups: %o', (review, expected) => {
    expect(reviewer(review)).toBe(expected);
  });

  it('averages the ratings to one decimal', () => {
    expect(averageStars([{ stars: 5 }, { stars: 4 }, { stars: 4 }])).toBe(4.3);
    expect(averageStars([])).toBe(0);
  });

  it('shows a review as a card with drawn stars, the pups and the plan', () => {
    const review = REVIEWS.find((candidate) => candidate.stars === 4)!;
    renderWithTheme(<ReviewCard review={review} />);
    const stars = screen.getByRole('img', { name: '4 out of 5 stars' });
    expect(within(stars).queryByText(/★|☆/)).toBeNull();
    expect(screen.getByText(review.headline)).toBeInTheDocument();
    expect(screen.getByText(reviewer(review))).toBeInTheDocument();
    expect(screen.getByText(review.plan)).toBeInTheDocument();
  });
});

describe('ReviewsView', () => {
  it('shows every review under the average rating', async () => {
    renderWithTheme(<ReviewsView />);
    const list = await screen.findByRole('list', { name: 'Reviews' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(REVIEWS.length);
    expect(
      screen.getByText(`${averageStars(REVIEWS)} out of 5, from ${REVIEWS.length} pup parents`),
    ).toBeInTheDocument();
  });
});
