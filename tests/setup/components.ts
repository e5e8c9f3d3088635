import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// What next.config.js's `trailingSlash: true` sets in a real build, so links render as they do there.
process.env.__NEXT_TRAILING_SLASH = 'true';

afterEach(() => cleanup());
