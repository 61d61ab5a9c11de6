/** Strings of the 'Mes données' section (Réglages tab), loaded with that tab only. */
export const frAccount = {
  myData: {
    title: 'Mes données',
    description:
      'Téléchargez une copie de toutes vos données, ou supprimez définitivement votre compte et vos contenus.',
    download: 'Télécharger mes données',
    downloading: 'Préparation de l’archive…',
    downloadHint:
      'Archive ZIP : compte, profil, notes, posts, médias, analyse du site, réseaux et paiements.',
    downloaded: 'Vos données ont été téléchargées',
    downloadError: 'Erreur lors du téléchargement de vos données',
    delete: 'Supprimer mon compte',
  },
  deleteDialog: {
    title: 'Supprimer mon compte',
    description:
      'Cette action est définitive : votre abonnement est résilié, vos posts, notes, médias et réseaux connectés sont effacés. Les factures sont conservées 10 ans, sans lien avec votre identité.',
    password: 'Mot de passe',
    passwordRequired: 'Le mot de passe est obligatoire',
    confirmation: 'Tapez SUPPRIMER pour confirmer',
    confirmationMismatch: 'Tapez SUPPRIMER en majuscules pour confirmer',
    cancel: 'Annuler',
    submit: 'Supprimer définitivement',
    submitting: 'Suppression…',
    error: 'Erreur lors de la suppression',
    deleted: 'Votre compte a été supprimé. Au revoir !',
  },
} as const;
