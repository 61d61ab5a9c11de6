import { fileURLToPath } from 'node:url';

export const TEMPLATE_DATABASE = 'plume_test_template';
export const testTmpDir = fileURLToPath(new URL('../../../../.tmp/tests', import.meta.url));

export function databaseUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
