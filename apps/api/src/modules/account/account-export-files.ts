import { sanitizeFilename } from '../library/filenames';

const longDate = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});

/** `medias/<id>-<name>`: the id keeps two media of the same name apart. */
export function mediaEntryPath(item: { id: string; filename: string; mimeType: string }) {
  // Stored names already end with the stored type's extension; the MIME subtype is the fallback.
  const extension =
    /\.([a-z0-9]{1,8})$/i.exec(item.filename)?.[1] ?? item.mimeType.split('/')[1]?.replace(/[^a-z0-9]/gi, '');
  return `medias/${item.id}-${sanitizeFilename(item.filename, (extension || 'bin').toLowerCase())}`;
}

/** The French note at the top of the archive: what each file holds and what was left out, and why. */
export function exportReadme(brand: string, exportedAt: Date) {
  return [
    `Vos données ${brand} — export du ${longDate.format(exportedAt)}`,
    '',
    'compte.json                  votre compte (sans le mot de passe, même chiffré)',
    'profil-entreprise.json       le profil de votre entreprise',
    'notes.json                   vos notes',
    'posts.json                   vos posts et les médias attachés',
    'analyse-site.json            la dernière analyse de votre site',
    'corrections-site.json        vos corrections des informations lues sur votre site',
    'reseaux-sociaux.json         vos comptes connectés (sans les jetons d’accès)',
    'facturation.json             abonnement, paiements, codes promo utilisés, parrainages',
    'historique-generations.json  vos générations de posts',
    'medias.json                  la liste de votre bibliothèque',
    'medias/                      les fichiers de votre bibliothèque, tels qu’ils sont conservés',
    'logo.*                       le logo de votre entreprise, s’il y en a un',
    '',
    'Les dates sont en UTC (ISO 8601) et les montants en euros.',
    '',
  ].join('\n');
}
