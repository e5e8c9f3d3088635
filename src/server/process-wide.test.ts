import { describe, expect, it } from 'vitest';
import { processWide } from './process-wide';

describe('processWide', () => {
  it('makes a value once per name, whichever copy of a module asks', () => {
    let made = 0;
    const make = () => ({ copy: ++made });
    const first = processWide('test.process-wide', make);
    // A second copy of the calling module asks under the same name: the same value, not made again.
    const second = processWide('test.process-wide', make);
    expect(second).toBe(first);
    expect(made).toBe(1);
    expect(processWide('test.process-wide.other', make)).toEqual({ copy: 2 });
  });
});
