/** Strings of account recovery (forgot-password dialog and reset page), loaded with those screens only. */
export const frRecovery = {
  forgot: {
    title: 'Mot de passe oublié ?',
    description:
      'Indiquez l’adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
    submit: 'Envoyer le lien',
    submitting: 'Envoi…',
    error: 'Erreur lors de l’envoi du lien',
    help: 'Besoin d’aide ? Écrivez-nous :',
    close: 'Fermer',
  },
  reset: {
    title: 'Choisir un nouveau mot de passe',
    description: 'Saisissez votre nouveau mot de passe (8 caractères au moins).',
    password: 'Nouveau mot de passe',
    confirm: 'Confirmer le mot de passe',
    submit: 'Enregistrer le mot de passe',
    submitting: 'Enregistrement…',
    mismatch: 'Les mots de passe ne correspondent pas',
    tooShort: 'Le mot de passe doit contenir au moins 8 caractères',
    error: 'Erreur lors de la réinitialisation',
    missingToken: 'Ce lien est incomplet. Demandez un nouveau lien depuis « Mot de passe oublié ? ».',
    toLogin: 'Aller à la connexion',
  },
} as const;
