process.env.APP_ENV ??= 'test';
