import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy/waitFor give up after 1 s by default: long enough on a quiet machine, not when two
// test workers share two cores with a build. A failing assertion still fails, only later.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
