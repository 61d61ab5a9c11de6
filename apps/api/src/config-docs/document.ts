import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { renderConfigurationDoc } from './render';

export const configurationDocPath = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../docs/configuration.md',
);

/** The document as `npm run docs:config` writes it: rendered, then formatted like every other file. */
export async function configurationDoc(): Promise<string> {
  const options = await resolveConfig(configurationDocPath);
  return format(renderConfigurationDoc(), { ...options, filepath: configurationDocPath });
}

export async function writeConfigurationDoc(): Promise<void> {
  await writeFile(configurationDocPath, await configurationDoc());
}

export async function readConfigurationDoc(): Promise<string> {
  return readFile(configurationDocPath, 'utf8');
}
