// Local ESLint rule: every API route turns Next's body parsing off with a literal config.
// The shared handler (src/server/api/handler.ts) reads the raw body itself, to cap its size and to
// answer bad JSON with the shop's own error; a route that left Next's parser on would hand it an
// emptied stream. Next reads `config` statically (an imported or computed value is ignored with a
// build warning), so a helper cannot set it: the literal line is required in each file.

const isFalse = (node) => node?.type === 'Literal' && node.value === false;
const property = (object, name) =>
  object?.type === 'ObjectExpression'
    ? object.properties.find(
        (entry) =>
          entry.type === 'Property' &&
          !entry.computed &&
          (entry.key.name === name || entry.key.value === name),
      )?.value
    : undefined;

const apiConfig = {
  meta: {
    type: 'problem',
    docs: { description: 'An API route exports `config = { api: { bodyParser: false } }`' },
    schema: [],
    messages: {
      missing:
        'Add `export const config = { api: { bodyParser: false } };`: the shared handler reads the body itself.',
    },
  },
  create(context) {
    let found = false;
    return {
      ExportNamedDeclaration(node) {
        for (const declaration of node.declaration?.declarations ?? []) {
          if (declaration.id.name !== 'config' || node.declaration.kind !== 'const') continue;
          if (isFalse(property(property(declaration.init, 'api'), 'bodyParser'))) found = true;
        }
      },
      'Program:exit'(program) {
        if (!found) context.report({ node: program, messageId: 'missing' });
      },
    };
  },
};

export const routeRules = { meta: { name: 'shop-routes' }, rules: { 'api-config': apiConfig } };
