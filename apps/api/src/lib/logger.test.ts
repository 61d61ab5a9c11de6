import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { stagingEnv } from '../test/production-env';
import { wantsPrettyLogs } from './logger';

describe('log format', () => {
  it('is readable on a developer terminal and JSON in production or when piped', () => {
    expect(wantsPrettyLogs(loadConfig({}), true)).toBe(true);
    expect(wantsPrettyLogs(loadConfig({}), false)).toBe(false);
    expect(wantsPrettyLogs(loadConfig(stagingEnv), true)).toBe(false);
  });

  it('follows LOG_FORMAT when it is set', () => {
    expect(wantsPrettyLogs(loadConfig({ ...stagingEnv, LOG_FORMAT: 'pretty' }), false)).toBe(true);
    expect(wantsPrettyLogs(loadConfig({ LOG_FORMAT: 'json' }), true)).toBe(false);
  });
});
