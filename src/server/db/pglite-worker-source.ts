/**
 * The code of the PGlite worker thread, run with `new Worker(source, { eval: true })`. It is a
 * string rather than a module file because Next bundles the server: a file beside this one would
 * not exist in the build, and `@electric-sql/pglite` is an external package that the worker
 * imports by name from the working directory's node_modules, as the server itself does.
 *
 * Every message is answered by id. PGlite's own locks keep the order of the in-process client:
 * a query outside a transaction waits until an open transaction ends, so a transaction holds the
 * database (the worker) for its whole duration. Queries run concurrently otherwise and PGlite
 * serialises them.
 *
 * Messages (main → worker): { id, op: 'query', statement, text?, params, rowMode, rawTypes, tx? },
 * { id, op: 'exec', text, tx? }, { id, op: 'begin' } → transaction id, { id, op: 'end', tx,
 * commit }, { id, op: 'close' }. Answers: { id, ok: true, result } or { id, ok: false, error }
 * with the error's own fields (code, detail, constraint...) copied, since structured cloning
 * keeps only an Error's message.
 */
export const PGLITE_WORKER_SOURCE = String.raw`
const { parentPort, workerData } = require('node:worker_threads');

const pglite = import('@electric-sql/pglite');
const database = pglite.then(({ PGlite }) => PGlite.create(workerData.dataDir));
// Reported with the first message instead of crashing the thread.
database.catch(() => {});

const transactions = new Map();
let nextTransaction = 1;
const ROLLBACK = Symbol('rollback');
const keepText = (value) => value;

// PGlite copies its whole table of ~300 parsers into a new object for every query given its own
// parsers, which costs more than running a small query. Drizzle asks for the same text-kept types
// on every query, so the first such set is made the instance's own and those queries pass none;
// any other query (the job runtime's) passes the difference back: the default parsers for the
// types kept as text, and text for those it asks for.
let installed = null;
function optionsFor(rowMode, rawTypes, db) {
  const wanted = rawTypes ?? [];
  const key = wanted.join(',');
  if (!installed && wanted.length) {
    installed = { key, defaults: {} };
    for (const type of wanted) {
      installed.defaults[type] = db.parsers[type];
      db.parsers[type] = keepText;
    }
  }
  if (installed?.key === key) return { rowMode };
  const parsers = { ...(installed?.defaults ?? {}) };
  for (const type of wanted) parsers[type] = keepText;
  return { rowMode, parsers };
}

const resultOf = ({ rows, fields, affectedRows }) => ({ rows, fields, affectedRows });

function plainError(error) {
  if (!error || typeof error !== 'object') return { message: String(error), name: 'Error' };
  const plain = { message: String(error.message), name: error.name, stack: error.stack };
  for (const key of Object.keys(error)) {
    const value = error[key];
    if (value === undefined || typeof value === 'function' || key === 'queryOptions') continue;
    try {
      plain[key] = structuredClone(value);
    } catch {
      // Left out: it cannot cross the thread boundary.
    }
  }
  return plain;
}

async function begin(db) {
  const entry = {};
  const started = new Promise((resolve) => {
    entry.settled = db.transaction(
      (tx) =>
        new Promise((commit, rollback) => {
          entry.tx = tx;
          entry.commit = commit;
          entry.rollback = () => rollback(ROLLBACK);
          resolve();
        }),
    );
  });
  entry.settled.catch(() => {});
  // A failed BEGIN rejects settled before the callback ever runs.
  await Promise.race([started, entry.settled]);
  const id = nextTransaction++;
  transactions.set(id, entry);
  return id;
}

async function end(message) {
  const entry = transactions.get(message.tx);
  if (!entry) throw new Error('Transaction is closed');
  transactions.delete(message.tx);
  if (message.commit) entry.commit();
  else entry.rollback();
  try {
    await entry.settled;
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  }
  return null;
}

// A SELECT sent again outside a transaction is prepared once under a name and from then on only
// bound and executed: PGlite's query() parses, describes and plans the text anew on every call,
// in five calls into the database, which cost several times more than running a small read (the
// subscription list: about 1.2 ms each, 0.2 ms prepared). The locks, parameter serialisers and
// result parsers are PGlite's own, as query() uses them. A statement that fails is forgotten (a
// later one is prepared again under a new name), and it fails as query() would have; one whose
// result columns changed since (a migration: 'cached plan must not change result type') runs
// again unprepared.
const SELECT = /^\s*select\b/i;
const prepared = new Map();
let preparedNames = 0;

function concat(parts) {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

async function queryPrepared(db, entry, message, options) {
  const { protocol, parse } = await pglite;
  const { serialize } = protocol;
  const send = (bytes) => db.execProtocolStream(bytes, { syncToFs: false });
  await db._checkReady();
  return db._runExclusiveTransaction(() =>
    db._runExclusiveQuery(async () => {
      if (!entry.types) {
        const described = [];
        try {
          described.push(...(await send(serialize.parse({ name: entry.name, text: message.text }))));
          described.push(...(await send(serialize.describe({ type: 'S', name: entry.name }))));
        } finally {
          await send(serialize.sync());
        }
        entry.types = parse.parseDescribeStatementResults(described);
      }
      const values = message.params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const serializer = db.serializers[entry.types[index]];
        return serializer ? serializer(value) : value.toString();
      });
      const replies = await send(
        concat([
          serialize.bind({ statement: entry.name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
      );
      await db.syncToFs();
      return parse.parseResults(replies, db.parsers, options)[0];
    }),
  );
}

async function query(db, target, message, options) {
  if (target !== db || !message.statement || !SELECT.test(message.text))
    return target.query(message.text, message.params, options);
  let entry = prepared.get(message.statement);
  if (!entry) {
    // Seen once: run as it is. A text sent only once is not worth a prepared statement.
    prepared.set(message.statement, { seen: true });
    return target.query(message.text, message.params, options);
  }
  if (!entry.name) entry.name = 'worker_' + ++preparedNames;
  try {
    return await queryPrepared(db, entry, message, options);
  } catch (error) {
    prepared.delete(message.statement);
    if (error?.code === '0A000') return target.query(message.text, message.params, options);
    throw error;
  }
}

async function run(message) {
  const db = await database;
  if (message.op === 'begin') return begin(db);
  if (message.op === 'end') return end(message);
  if (message.op === 'close') {
    await db.close();
    return null;
  }
  const target = message.tx ? transactions.get(message.tx)?.tx : db;
  if (!target) throw new Error('Transaction is closed');
  const options = optionsFor(message.rowMode, message.rawTypes, db);
  if (message.op === 'query') return resultOf(await query(db, target, message, options));
  if (message.op === 'exec') return (await target.exec(message.text, options)).map(resultOf);
  throw new Error('Unknown PGlite worker operation: ' + message.op);
}

function answer(id, ok, payload) {
  try {
    parentPort.postMessage(ok ? { id, ok, result: payload } : { id, ok, error: plainError(payload) });
  } catch (error) {
    parentPort.postMessage({ id, ok: false, error: plainError(error) });
  }
}

// Numbered SQL texts (see the client); registered before anything is awaited, so in message order.
const statements = new Map();

parentPort.on('message', (message) => {
  if (message.op === 'query') {
    if (message.text === undefined) message.text = statements.get(message.statement);
    else if (message.statement) statements.set(message.statement, message.text);
  }
  run(message).then(
    (result) => answer(message.id, true, result),
    (error) => answer(message.id, false, error),
  );
});
`;
