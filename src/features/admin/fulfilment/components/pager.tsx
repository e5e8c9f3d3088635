import { Button } from '@/ui/primitives/button';

/** Previous / next for a server-paginated list. */
export function Pager({
  label,
  page,
  nextPage,
  onPage,
}: {
  label: string;
  page: number;
  nextPage: number | null;
  onPage: (page: number) => void;
}) {
  if (page === 1 && nextPage === null) return null;
  return (
    <nav aria-label={label}>
      <Button
        type="button"
        size="small"
        variant="secondary"
        disabled={page === 1}
        onClick={() => onPage(page - 1)}
      >
        Previous page
      </Button>{' '}
      <span>Page {page}</span>{' '}
      <Button
        type="button"
        size="small"
        variant="secondary"
        disabled={nextPage === null}
        onClick={() => nextPage && onPage(nextPage)}
      >
        Next page
      </Button>
    </nav>
  );
}
