export * from './users';
export * from './business-profiles';
export * from './auth';
export * from './library';
