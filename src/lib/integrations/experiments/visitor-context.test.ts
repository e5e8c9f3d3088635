import { describe, expect, it } from 'vitest';
import { sanitizeContext, visitorContext } from './visitor-context';

describe('sanitizeContext', () => {
  it('drops keys Flagship reserves (fs_), empty keys and values it cannot target on', () => {
    expect(
      sanitizeContext({
        fs_client: 'shop',
        FS_VERSION: 2,
        '': 'x',
        '  ': 'y',
        plan: 'fresh',
        pups: 2,
        active: true,
        nothing: null,
        list: ['a'],
        infinite: Number.POSITIVE_INFINITY,
      }),
    ).toEqual({ plan: 'fresh', pups: 2, active: true });
  });
});

describe('visitorContext', () => {
  it('describes the visitor without their name or email', () => {
    expect(
      visitorContext({
        customer: { id: 3 },
        appSession: true,
        flow: 'app_acquisition',
        appEnv: 'test',
      }),
    ).toEqual({
      logged_in: true,
      app_session: true,
      acquisition_flow: 'app_acquisition',
      app_env: 'test',
    });
    expect(visitorContext({ customer: null, appSession: false, appEnv: 'production' })).toEqual({
      logged_in: false,
      app_session: false,
      app_env: 'production',
    });
  });
});
