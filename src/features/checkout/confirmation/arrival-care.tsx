import styled from 'styled-components';
import { spacing } from '@/ui/theme';

const List = styled.ul`
  display: grid;
  gap: ${spacing(2)};
  margin: 0;
  padding-left: ${spacing(5)};
`;

/** What to do with the box on the day it comes. */
export function ArrivalCare({ fresh, baked }: { fresh: boolean; baked: boolean }) {
  return (
    <section aria-labelledby="arrival-title">
      <h2 id="arrival-title">When the box arrives</h2>
      <List>
        {fresh ? (
          <>
            <li>Put the fresh trays in the freezer, and three days’ worth in the fridge.</li>
            <li>
              Thaw each next tray in the fridge the day before you serve it; never in the microwave.
            </li>
            <li>An open tray keeps in the fridge for up to four days, covered.</li>
          </>
        ) : null}
        {baked ? <li>Keep baked food sealed in its bag, somewhere cool and dry.</li> : null}
        <li>
          Change food over a week: start with a little mixed into their usual meal, as the guide
          below shows, and fresh water always.
        </li>
      </List>
    </section>
  );
}
