import { describe, expect, it } from 'vitest';
import { sameOriginReturn } from './return-address';

describe('the offline bank’s return address', () => {
  const origin = 'http://localhost:3100';

  it('goes back to the shop’s own pages', () => {
    expect(sameOriginReturn('http://localhost:3100/confirmation/', origin)?.pathname).toBe(
      '/confirmation/',
    );
    expect(sameOriginReturn('/account/', origin)?.href).toBe('http://localhost:3100/account/');
  });

  it('never to another site, nor to no address', () => {
    for (const address of [
      'https://evil.example/confirmation/',
      '//evil.example/',
      'javascript:alert(1)',
      undefined,
    ])
      expect(sameOriginReturn(address, origin)).toBeNull();
  });
});
