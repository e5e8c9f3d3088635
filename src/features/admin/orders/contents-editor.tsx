import { useState } from 'react';
import type { OrderContentsView } from '@/contracts/admin/order-contents';
import type { OrderDetailView } from '@/contracts/admin/orders';
import type { StaffSession } from '@/contracts/admin/staff';
import { ADDONS } from '@/domain/catalog/addons-data';
import { RECIPES } from '@/domain/catalog/recipes-data';
import { ADDON_MAX_QUANTITY } from '@/domain/addon-limits';
import { formatCents } from '@/domain/format/money';
import { parsePlanSku } from '@/domain/plan-sku';
import { kindsOf } from '@/domain/recipe-selection';
import { ApiError } from '@/lib/api-client';
import { editOrderContents } from '@/lib/api-client/admin/order-contents';
import { CheckboxField, SelectField, TextField } from '@/ui/forms';
import { Button } from '@/ui/primitives/button';
import { ActionStatus } from '../components/action-status';
import { ErrorText, FormRow, Panel, Table } from '../components/admin-styles';
import { useCareAction } from '../customers/use-care-action';

type Action = Pick<ReturnType<typeof useCareAction>, 'client' | 'run' | 'busy' | 'status'>;
interface Extra {
  pet_id: number | null;
  sku: string;
  name: string;
  quantity: number;
}
const KIND_LABEL = { fresh: 'Fresh recipes', dry: 'Baked recipes' } as const;

const plansOf = (order: OrderDetailView) =>
  order.pups.flatMap((pup) =>
    pup.lines.flatMap((line) => {
      const plan = parsePlanSku(line.sku);
      return plan?.selection && pup.pet_id !== null
        ? [{ pet_id: pup.pet_id, name: pup.pup_name, plan, selection: plan.selection }]
        : [];
    }),
  );
const extrasOf = (order: OrderDetailView): Extra[] =>
  order.pups.flatMap((pup) =>
    pup.lines
      .filter((line) => !parsePlanSku(line.sku))
      .map((line) => ({
        pet_id: pup.pet_id,
        sku: line.sku,
        name: line.product_name,
        quantity: line.quantity,
      })),
  );

function moneyText(view: OrderContentsView): string {
  const amount = formatCents(Math.abs(view.difference));
  if (view.money === 'charge')
    return `Charge ${amount} to the ${view.card ? `${view.card.brand} card ending ${view.card.last4}` : 'saved card'}.`;
  if (view.money === 'refund') return `Refund ${amount} the way the box was paid.`;
  if (view.money === 'reprice')
    return `Not charged yet: the box’s next charge is ${formatCents(view.after.total)}.`;
  return 'The total stays the same.';
}

const newKey = () => `order-edit-${crypto.randomUUID()}`;

/** The form; the page's action runner comes in, so a test can answer its requests. */
export function ContentsForm({ order, action }: { order: OrderDetailView; action: Action }) {
  const plans = plansOf(order);
  const [recipes, setRecipes] = useState(() =>
    Object.fromEntries(plans.map((plan) => [plan.pet_id, plan.selection])),
  );
  const [extras, setExtras] = useState(() => extrasOf(order));
  const [adding, setAdding] = useState({
    sku: ADDONS[0]!.sku,
    pet: String(plans[0]?.pet_id ?? ''),
  });
  const [acknowledged, setAcknowledged] = useState(false);
  const [preview, setPreview] = useState<OrderContentsView>();
  const [key, setKey] = useState(newKey);
  const [errors, setErrors] = useState<Record<string, string[] | undefined>>({});
  const [problem, setProblem] = useState<string>();
  // Any change to the form needs a new preview.
  const changed = () => setPreview(undefined);
  const input = (asPreview: boolean) => ({
    idempotency_key: key,
    preview: asPreview,
    plans: plans.map((plan) => ({ pet_id: plan.pet_id, ...recipes[plan.pet_id]! })),
    extras: extras.map(({ pet_id, sku, quantity }) => ({ pet_id, sku, quantity })),
    allergen_acknowledged: acknowledged || undefined,
    ...(asPreview || !preview ? {} : { expected_total: preview.after.total }),
  });
  const ask = () => {
    setProblem(undefined);
    // Each preview is a new edit: a key a declined charge used is not sent again.
    const asked = newKey();
    setKey(asked);
    editOrderContents(action.client, order.id, { ...input(true), idempotency_key: asked }).then(
      (view) => {
        setErrors({});
        setPreview(view);
      },
      (error: unknown) => {
        const fields = error instanceof ApiError ? error.fieldErrors : {};
        setErrors(fields);
        setProblem(
          error instanceof ApiError
            ? (error.detail ?? Object.values(fields)[0]?.[0] ?? 'Please try again.')
            : 'Please try again.',
        );
      },
    );
  };
  const toggle = (petId: number, kind: 'fresh' | 'dry', recipe: string, on: boolean) => {
    const chosen = recipes[petId]!;
    const keys = on ? [...chosen[kind], recipe] : chosen[kind].filter((k) => k !== recipe);
    setRecipes({ ...recipes, [petId]: { ...chosen, [kind]: keys } });
    changed();
  };
  return (
    <form aria-label="Change recipes and extras" noValidate onSubmit={(e) => e.preventDefault()}>
      {problem ? <ErrorText role="alert">{problem}</ErrorText> : null}
      {plans.map((plan, index) =>
        kindsOf(plan.plan.planType).map((kind) => (
          <fieldset key={`${plan.pet_id}-${kind}`}>
            <legend>
              {plan.name}: {KIND_LABEL[kind]}
            </legend>
            {RECIPES.filter((recipe) => recipe.kind === kind).map((recipe) => (
              <CheckboxField
                key={recipe.key}
                label={recipe.name}
                checked={recipes[plan.pet_id]![kind].includes(recipe.key)}
                onChange={(event) => toggle(plan.pet_id, kind, recipe.key, event.target.checked)}
              />
            ))}
            {errors[`plans[${index}].${kind}`] ? (
              <ErrorText>{errors[`plans[${index}].${kind}`]![0]}</ErrorText>
            ) : null}
          </fieldset>
        )),
      )}
      <fieldset>
        <legend>Extras (0 takes one out)</legend>
        {extras.map((extra, index) => (
          <TextField
            key={`${extra.pet_id}-${extra.sku}`}
            label={`${extra.name}${extra.pet_id === null ? '' : ` for ${plans.find((p) => p.pet_id === extra.pet_id)?.name ?? 'the pup'}`}`}
            type="number"
            min={0}
            max={ADDON_MAX_QUANTITY}
            value={extra.quantity}
            error={errors[`extras[${index}].quantity`]?.[0] ?? errors[`extras[${index}].sku`]?.[0]}
            onChange={(event) => {
              setExtras(
                extras.map((row, at) =>
                  at === index ? { ...row, quantity: Number(event.target.value) } : row,
                ),
              );
              changed();
            }}
          />
        ))}
        <FormRow>
          <SelectField
            label="Extra to add"
            value={adding.sku}
            options={ADDONS.map((addon) => ({ value: addon.sku, label: addon.name }))}
            onChange={(event) => setAdding({ ...adding, sku: event.target.value })}
          />
          <SelectField
            label="For"
            value={adding.pet}
            options={plans.map((plan) => ({ value: String(plan.pet_id), label: plan.name }))}
            onChange={(event) => setAdding({ ...adding, pet: event.target.value })}
          />
          <Button
            variant="secondary"
            onClick={() => {
              const petId = Number(adding.pet);
              if (extras.some((row) => row.sku === adding.sku && row.pet_id === petId)) return;
              const name = ADDONS.find((addon) => addon.sku === adding.sku)!.name;
              setExtras([...extras, { pet_id: petId, sku: adding.sku, name, quantity: 1 }]);
              changed();
            }}
          >
            Add the extra
          </Button>
        </FormRow>
      </fieldset>
      <CheckboxField
        label="The pup’s allergy warning was confirmed with the customer"
        checked={acknowledged}
        onChange={(event) => {
          setAcknowledged(event.target.checked);
          changed();
        }}
      />
      <Button variant="secondary" disabled={action.busy} onClick={ask}>
        Preview the change
      </Button>
      {preview ? (
        <section aria-label="Preview of the change">
          <Table aria-label="New lines">
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col" className="number">
                  Quantity
                </th>
                <th scope="col" className="number">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {preview.lines.map((line) => (
                <tr key={`${line.pet_id}-${line.sku}`}>
                  <td>{line.product_name}</td>
                  <td className="number">{line.quantity}</td>
                  <td className="number">{formatCents(line.total)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          <p>
            Total {formatCents(preview.before.total)} → {formatCents(preview.after.total)} (tax{' '}
            {formatCents(preview.after.tax)}). {moneyText(preview)}
          </p>
          <Button
            disabled={action.busy}
            onClick={() =>
              void action.run(
                `Order #${order.id} now holds the new recipes and extras. ${moneyText(preview)}`,
                (client) => editOrderContents(client, order.id, input(false)),
              )
            }
          >
            Confirm the change
          </Button>
        </section>
      ) : null}
      <ActionStatus status={action.status} />
    </form>
  );
}

/** Recipes and extras of a box not packed yet, for staff who may edit orders. */
export function ContentsEditor(props: {
  order: OrderDetailView;
  staff: StaffSession;
  accessToken: string;
}) {
  const action = useCareAction(props.accessToken);
  if (!props.staff.permissions.includes('orders.edit') || !props.order.editable) return null;
  return (
    <Panel aria-labelledby="order-contents">
      <h2 id="order-contents">Recipes and extras</h2>
      <ContentsForm order={props.order} action={action} />
    </Panel>
  );
}
