// `npm run admin:create -- --email admin@exemple.fr --password '…' [--first-name A --last-name B]`
// Creates an administrator, or promotes the existing account with that e-mail.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { bootstrap } from '../bootstrap';
import { ConfigError } from '../config';
import { createOrPromoteAdmin } from '../modules/auth/admin-accounts';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
  },
});

const input = z
  .object({
    email: z.email('--email doit être une adresse e-mail'),
    password: z
      .string({ error: '--password est obligatoire' })
      .min(8, '--password doit contenir au moins 8 caractères'),
  })
  .safeParse({ email: values.email, password: values.password });
if (!input.success) {
  console.error(input.error.issues.map((issue) => issue.message).join('\n'));
  console.error("Usage : npm run admin:create -- --email admin@exemple.fr --password 'mot de passe'");
  process.exit(1);
}

try {
  const runtime = await bootstrap();
  const outcome = await createOrPromoteAdmin(
    { users: runtime.container.repositories.users, passwords: runtime.container.passwords },
    {
      email: input.data.email,
      password: input.data.password,
      ...(values['first-name'] ? { firstName: values['first-name'] } : {}),
      ...(values['last-name'] ? { lastName: values['last-name'] } : {}),
    },
  );
  console.log(
    outcome === 'created'
      ? 'Administrateur créé.'
      : 'Compte existant promu administrateur (mot de passe inchangé).',
  );
  await runtime.database.close();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
