import { z } from 'zod';
import { defineConfigPart, optionalString, present, type ConfigSlice } from '../../lib/config-part';

/** SMTP for the e-mails; without SMTP_URL, the demonstration mailbox. */
export const mailConfig = defineConfigPart({
  variables: z.object({
    SMTP_URL: optionalString.pipe(
      z.url({ protocol: /^smtps?$/, error: 'doit être une URL smtp://… ou smtps://…' }).optional(),
    ),
    MAIL_FROM: optionalString,
  }),
  checks: (source) =>
    present(source, 'SMTP_URL') && !present(source, 'MAIL_FROM')
      ? ['MAIL_FROM: obligatoire avec SMTP_URL (expéditeur des e-mails, ex. Plume <bonjour@exemple.fr>)']
      : [],
});

export type MailConfig = ConfigSlice<typeof mailConfig>;
