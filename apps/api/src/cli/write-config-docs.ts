/** `npm run docs:config`: rewrites docs/configuration.md from the configuration schema. */
import { configurationDocPath, writeConfigurationDoc } from '../config-docs/document';

await writeConfigurationDoc();
console.log(`Écrit : ${configurationDocPath}`);
