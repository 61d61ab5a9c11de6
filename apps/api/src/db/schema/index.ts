export * from './users';
export * from './business-profiles';
export * from './auth';
export * from './notes';
export * from './website-analyses';
export * from './social';
export * from './payments';
export * from './library';
