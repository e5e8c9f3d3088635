export * from './customers';
export * from './catalog';
export * from './pets';
export * from './auth';
export * from './email';
export * from './addresses';
export * from './commerce';
export * from './consents';
