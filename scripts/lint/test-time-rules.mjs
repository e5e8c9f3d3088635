// Local ESLint rules (issue 33): one clock, no fixed waits, no retries. A test that passes only on
// some days, after some sleep, or on its second try hides a defect instead of finding it.

const isDate = (node) => node?.type === 'Identifier' && node.name === 'Date';
const keyName = (property) =>
  property.key?.type === 'Identifier' ? property.key.name : property.key?.value;

/** `new Date()`, `Date()` and `Date.now`: the machine's time, read behind the clock's back. */
const noRealClock = {
  meta: {
    type: 'problem',
    docs: { description: "Read the time through the shop's clock, not the machine's" },
    schema: [{ type: 'object', properties: { hint: { type: 'string' } } }],
    messages: { real: "Reads the machine's time. {{hint}}" },
  },
  create(context) {
    const hint =
      context.options[0]?.hint ??
      'Use clockNow() from src/server/clock.ts, or take `now` as a parameter; measure durations with performance.now().';
    const report = (node) => context.report({ node, messageId: 'real', data: { hint } });
    return {
      NewExpression(node) {
        if (isDate(node.callee) && node.arguments.length === 0) report(node);
      },
      CallExpression(node) {
        if (isDate(node.callee)) report(node);
      },
      MemberExpression(node) {
        const name = node.computed ? node.property.value : node.property.name;
        if (isDate(node.object) && name === 'now') report(node);
      },
    };
  },
};

/**
 * `new Promise((resolve) => setTimeout(resolve, ms))` or `setTimeout(() => resolve(), ms)`: a
 * promise that only waits. A timer that settles it with a value (a timeout in a race) is not.
 */
function isSleep(context, node) {
  const promise = context.sourceCode
    .getAncestors(node)
    .findLast((a) => a.type === 'NewExpression' && a.callee.name === 'Promise');
  const resolve = promise?.arguments[0]?.params?.[0]?.name;
  if (!resolve) return false;
  const [callback, delay] = node.arguments;
  // `setTimeout(resolve, 0)` yields one turn of the event loop (a flush): it waits for no time.
  if (!delay || (delay.type === 'Literal' && delay.value === 0)) return false;
  if (callback?.type === 'Identifier') return callback.name === resolve;
  const body = callback?.body;
  const call = body?.type === 'CallExpression' ? body : undefined;
  return call?.callee.name === resolve && call.arguments.length === 0;
}

/** Fixed sleeps, network-idle waits and retries: tests wait for a condition and pass first time. */
const noFixedWaits = {
  meta: {
    type: 'problem',
    docs: { description: 'No fixed sleeps, networkidle waits or retries in tests' },
    schema: [],
    messages: {
      sleep: 'A fixed sleep: wait for the condition itself (poll it with a deadline, or an event).',
      networkidle:
        "'networkidle' waits for a quiet network, not for what the test needs: wait for that.",
      retry: 'No retries: a test that needs a second try is a defect to fix.',
    },
  },
  create(context) {
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type === 'MemberExpression' && callee.property.name === 'waitForTimeout') {
          context.report({ node, messageId: 'sleep' });
        }
        if (
          callee.type === 'Identifier' &&
          callee.name === 'setTimeout' &&
          isSleep(context, node)
        ) {
          context.report({ node, messageId: 'sleep' });
        }
      },
      ImportDeclaration(node) {
        if (/^(node:)?timers\/promises$/.test(node.source.value)) {
          context.report({ node, messageId: 'sleep' });
        }
      },
      Literal(node) {
        if (node.value === 'networkidle') context.report({ node, messageId: 'networkidle' });
      },
      Property(node) {
        const name = keyName(node);
        if (name !== 'retry' && name !== 'retries') return;
        const value = node.value;
        if (value.type === 'Literal' && value.value === 0) return;
        context.report({ node, messageId: 'retry' });
      },
    };
  },
};

export const testTimeRules = {
  meta: { name: 'shop-test-time' },
  rules: { 'no-real-clock': noRealClock, 'no-fixed-waits': noFixedWaits },
};
