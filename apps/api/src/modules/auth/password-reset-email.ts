import type { MailMessage } from './mailer.port';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The French reset e-mail: a plain-text body and the same content in simple HTML. */
export function passwordResetEmail(input: {
  to: string;
  firstName: string;
  brand: string;
  link: string;
  validMinutes: number;
}): MailMessage {
  const greeting = input.firstName ? `Bonjour ${input.firstName},` : 'Bonjour,';
  const lines = [
    greeting,
    '',
    `Vous avez demandé à réinitialiser le mot de passe de votre compte ${input.brand}.`,
    `Ouvrez ce lien pour choisir un nouveau mot de passe (valable ${input.validMinutes} minutes, une seule fois) :`,
    '',
    input.link,
    '',
    "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
    '',
    `L'équipe ${input.brand}`,
  ];
  const [first, , ...rest] = lines.map(escapeHtml);
  const link = escapeHtml(input.link);
  return {
    to: input.to,
    subject: `Réinitialisation de votre mot de passe ${input.brand}`,
    text: lines.join('\n'),
    html: `<p>${first}</p><p>${rest[0]}<br>${rest[1]}</p><p><a href="${link}">${link}</a></p><p>${rest[5]}</p><p>${rest[7]}</p>`,
  };
}
