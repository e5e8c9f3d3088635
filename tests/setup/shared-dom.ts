import { beforeAll } from 'vitest';

// The `components` project (vitest.config.mts) runs its files one after another in one jsdom
// per worker. testing-library's cleanup (tests/setup/components.ts) unmounts what each test
// rendered; this empties what a file could leave beside it (scripts it added, cookies, storage,
// the URL, attributes on <html>), so every file starts from the blank page an isolated file gets.
// Vitest runs setup files again before each file, so this hook is registered for every file.
beforeAll(() => {
  // styled-components' sheet stays: its components remember which rules they have injected.
  for (const element of [...document.head.children])
    if (!element.matches('style[data-styled]')) element.remove();
  document.body.replaceChildren();
  for (const name of document.documentElement.getAttributeNames())
    document.documentElement.removeAttribute(name);
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.title = '';
});
