import type { PickList } from '@/lib/api-client/admin/fulfilment';

const plural = (count: number, unit: string) => `${unit}${count === 1 ? '' : 's'}`;

/** What to take off the shelves for a date, per recipe and per add-on. */
export function PickListTables({ pickList }: { pickList: PickList }) {
  return (
    <>
      <table>
        <caption>Recipes to pick</caption>
        <thead>
          <tr>
            <th scope="col">Recipe</th>
            <th scope="col">Count</th>
          </tr>
        </thead>
        <tbody>
          {pickList.recipes.length === 0 ? (
            <tr>
              <td colSpan={2}>Nothing ordered for this date yet.</td>
            </tr>
          ) : (
            pickList.recipes.map((line) => (
              <tr key={`${line.recipe_key}-${line.unit}`}>
                <th scope="row">{line.recipe_name}</th>
                <td>
                  {line.count} {plural(line.count, line.unit)}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
      {pickList.addons.length ? (
        <table>
          <caption>Add-ons to pick</caption>
          <thead>
            <tr>
              <th scope="col">Add-on</th>
              <th scope="col">Count</th>
            </tr>
          </thead>
          <tbody>
            {pickList.addons.map((line) => (
              <tr key={line.sku}>
                <th scope="row">{line.product_name}</th>
                <td>
                  {line.quantity} {plural(line.quantity, line.unit)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {pickList.unpriced.length ? (
        <p role="note">
          {pickList.unpriced.reduce((sum, group) => sum + group.boxes, 0)} box(es) hold a recipe no
          longer in the catalogue ({pickList.unpriced.map((group) => group.sku).join(', ')}): pack
          those by hand.
        </p>
      ) : null}
      {pickList.forecast_recipes.length ? (
        <table>
          <caption>Forecast: recipes for plans not ordered yet</caption>
          <thead>
            <tr>
              <th scope="col">Recipe</th>
              <th scope="col">Count</th>
            </tr>
          </thead>
          <tbody>
            {pickList.forecast_recipes.map((line) => (
              <tr key={`${line.recipe_key}-${line.unit}`}>
                <th scope="row">{line.recipe_name}</th>
                <td>
                  {line.count} {plural(line.count, line.unit)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}
