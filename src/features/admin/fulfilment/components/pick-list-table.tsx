import type { PickList } from '@/lib/api-client/admin/fulfilment';

const plural = (count: number, unit: string) => `${unit}${count === 1 ? '' : 's'}`;

interface PickLine {
  key: string;
  name: string;
  count: number;
  unit: string;
}

/** One pick table: a name and a count with its unit per row (recipes and add-ons alike). */
function PickTable({
  caption,
  item,
  lines,
  empty,
}: {
  caption: string;
  item: string;
  lines: PickLine[];
  /** Said in an empty table; without it an empty table is left out. */
  empty?: string;
}) {
  if (!lines.length && !empty) return null;
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{item}</th>
          <th scope="col">Count</th>
        </tr>
      </thead>
      <tbody>
        {lines.length === 0 ? (
          <tr>
            <td colSpan={2}>{empty}</td>
          </tr>
        ) : (
          lines.map((line) => (
            <tr key={line.key}>
              <th scope="row">{line.name}</th>
              <td>
                {line.count} {plural(line.count, line.unit)}
              </td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

const recipeLines = (lines: PickList['recipes']): PickLine[] =>
  lines.map((line) => ({
    key: `${line.recipe_key}-${line.unit}`,
    name: line.recipe_name,
    count: line.count,
    unit: line.unit,
  }));

const addonLines = (lines: PickList['addons']): PickLine[] =>
  lines.map((line) => ({
    key: line.sku,
    name: line.product_name,
    count: line.quantity,
    unit: line.unit,
  }));

/** What to take off the shelves for a date, per recipe and per add-on, ordered and forecast. */
export function PickListTables({ pickList }: { pickList: PickList }) {
  return (
    <>
      <PickTable
        caption="Recipes to pick"
        item="Recipe"
        lines={recipeLines(pickList.recipes)}
        empty="Nothing ordered for this date yet."
      />
      <PickTable caption="Add-ons to pick" item="Add-on" lines={addonLines(pickList.addons)} />
      {pickList.unpriced.length ? (
        <p role="note">
          {pickList.unpriced.reduce((sum, group) => sum + group.boxes, 0)} box(es) hold a recipe no
          longer in the catalogue ({pickList.unpriced.map((group) => group.sku).join(', ')}): pack
          those by hand.
        </p>
      ) : null}
      <PickTable
        caption="Forecast: recipes for plans not ordered yet"
        item="Recipe"
        lines={recipeLines(pickList.forecast_recipes)}
      />
      <PickTable
        caption="Forecast: add-ons for plans not ordered yet"
        item="Add-on"
        lines={addonLines(pickList.forecast_addons)}
      />
    </>
  );
}
