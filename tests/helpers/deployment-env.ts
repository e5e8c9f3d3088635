/**
 * What APP_ENV=staging or production needs besides the production-only secrets (see src/env/server/profile.ts): for tests that set
 * one of those deployments. Nothing here is ever connected to.
 */
export const DEPLOYMENT_SERVICES_ENV = {
  DATABASE_URL: 'postgresql://shop@127.0.0.1:1/shop',
  SMTP_URL: 'smtp://127.0.0.1:1',
  CLAIMS_S3_ENDPOINT: 'https://s3.example.test',
  CLAIMS_S3_BUCKET: 'claims',
  CLAIMS_S3_ACCESS_KEY_ID: 'test-access-key',
  CLAIMS_S3_SECRET_ACCESS_KEY: 'test-secret-key',
  STAFF_TOTP_KEY: 'c3a91f5e0b7d4428e6a1f9c2d8b05e73a4f6c1d9',
} as const;
