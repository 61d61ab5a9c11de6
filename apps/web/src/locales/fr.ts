/** Shared UI strings and those of the login, onboarding and dashboard shell. Each feature screen imports its own catalogue (`fr-<area>.ts`) so it loads with that screen, not with the login route. */
export const fr = {
  brand: {
    name: 'Plume',
    tagline: 'Vos réseaux sociaux, écrits et publiés pour vous.',
    markLabel: 'Logo Plume',
  },
  common: {
    loading: 'Chargement…',
    logout: 'Déconnexion',
    loggingOut: 'Déconnexion…',
    back: 'Retour',
    backHome: "Retour à l'accueil",
    close: 'Fermer',
    notifications: 'Notifications',
    closeNotification: 'Fermer la notification',
  },
  demo: {
    label: 'Version de démonstration',
    badge: 'Démo',
    message: (providers: string[]) =>
      `Site de test : ${providers.join(', ')} en démonstration, sans effet réel.`,
    providers: {
      payments: 'paiements',
      social: 'Facebook et Instagram',
      mail: 'e-mails',
      storage: 'stockage des médias',
      stock: "banque d'images",
      llm: 'rédaction',
    },
  },
  errors: {
    status: (status: number) => `Erreur ${status}`,
    network: 'Impossible de contacter le serveur. Vérifiez votre connexion internet.',
    unexpected: 'Erreur inattendue',
  },
  session: {
    expired: 'Session expirée, veuillez vous reconnecter',
    logoutSuccess: 'Déconnexion réussie',
  },
  onboarding: {
    title: 'Vos posts écrits et publiés, pendant que vous soufflez.',
    intro:
      "Plume s'occupe des réseaux sociaux de votre entreprise : deux assistants travaillent pour vous, du premier brouillon à la publication.",
    writer: {
      name: 'La rédactrice',
      description:
        'Elle écrit vos posts à partir de votre activité, de vos photos et de vos notes, avec le ton de votre marque.',
    },
    scheduler: {
      name: 'Le planificateur',
      description:
        'Il programme et publie vos posts validés sur Facebook et Instagram, au bon moment, sans que vous y pensiez.',
    },
    relax: 'Vous validez, ils font le reste.',
    start: 'Commencer',
    startHint: 'Connexion ou création de compte — 1 mois gratuit',
  },
  auth: {
    steps: {
      title: 'Comment ça marche ?',
      items: [
        {
          title: "Votre profil d'entreprise",
          text: 'Décrivez votre activité, votre clientèle et le ton qui vous ressemble.',
        },
        {
          title: 'Vos contenus',
          text: 'Envoyez vos photos, vos vidéos et vos idées du moment.',
        },
        {
          title: 'Nous générons, vous validez',
          text: 'Vos posts du mois sont rédigés pour vous : vous relisez, ajustez et approuvez.',
        },
        {
          title: 'Publication automatique',
          text: 'Vos posts partent tout seuls, à la date prévue, sur vos réseaux.',
        },
      ],
    },
    benefits: {
      viral: { title: 'Contenu viral', text: 'Des posts pensés pour engager votre communauté.' },
      boost: { title: 'Boost express', text: 'Un mois de publications prêt en quelques minutes.' },
      multi: { title: 'Multi-plateformes', text: 'Facebook, Instagram et bientôt LinkedIn.' },
      trial: { title: '1 mois gratuit', text: 'Essayez sans engagement pendant un mois.' },
    },
    welcome: {
      title: 'Bienvenue',
      description: 'Connectez-vous ou créez votre compte pour commencer.',
    },
    tabs: { login: 'Connexion', register: 'Inscription' },
    fields: {
      email: 'Adresse e-mail',
      emailPlaceholder: 'vous@exemple.fr',
      password: 'Mot de passe',
      passwordHint: 'Au moins 8 caractères.',
      confirmPassword: 'Confirmer le mot de passe',
      firstName: 'Prénom',
      lastName: 'Nom',
      showPassword: 'Afficher le mot de passe',
      hidePassword: 'Masquer le mot de passe',
      required: 'Ce champ est obligatoire',
      emailRequired: "L'adresse e-mail est obligatoire",
      emailInvalid: "L'adresse e-mail n'est pas valide",
      passwordRequired: 'Le mot de passe est obligatoire',
    },
    login: {
      submit: 'Se connecter',
      submitting: 'Connexion...',
      success: 'Connexion réussie !',
      defaultError: 'Erreur de connexion',
      missingToken: 'No access token received from server',
    },
    register: {
      submit: 'Créer mon compte',
      submitting: 'Création...',
      success: 'Compte créé avec succès !',
      defaultError: 'Erreur lors de la création du compte',
      invalidData: 'Données invalides. Vérifiez vos informations.',
      emailTaken: 'Un compte existe déjà avec cette adresse email.',
      passwordMismatch: 'Les mots de passe ne correspondent pas',
      missingToken: 'No access token received after registration',
      consentPrefix: 'En créant un compte, vous acceptez les ',
      terms: "conditions d'utilisation",
      consentJoin: ' et la ',
      privacy: 'politique de confidentialité',
      consentSuffix: '.',
    },
    // The dialog's own strings load with it (locales/fr-recovery.ts).
    forgotPassword: { link: 'Mot de passe oublié ?' },
    overlay: 'Connexion en cours',
  },
  legalSummary: {
    title: 'Mentions légales',
    placeholder: "Informations légales à compléter par l'éditeur",
    publishedBy: (brand: string, publisher: string, status: string) =>
      `${brand} est édité par ${publisher} (${status}).`,
    siret: 'SIRET',
    address: 'Adresse',
    contact: 'Contact',
    host: 'Hébergeur',
    vat: 'TVA non applicable, art. 293 B du CGI',
    notice: 'Mentions légales',
    privacy: 'Politique de confidentialité',
    unavailable: 'Les informations légales sont momentanément indisponibles.',
  },
  dashboard: {
    defaultBusinessName: 'Mon entreprise',
    logoAlt: 'Logo de votre entreprise',
    tagline: 'Vos posts écrits, programmés et publiés pour vous',
    tabsLabel: 'Sections du tableau de bord',
    tabs: {
      entreprise: {
        label: 'Entreprise',
        text: "Le profil de votre entreprise : activité, clientèle, ton de marque et coordonnées, qui guident l'écriture de vos posts.",
      },
      analyse: {
        label: 'Analyse',
        text: "L'analyse de votre site web, pour que vos posts reprennent vos services, vos atouts et votre histoire.",
      },
      bibliotheque: {
        label: 'Bibliothèque',
        text: 'Vos photos et vidéos, rangées par mois, ainsi que les images libres de droits que vous choisissez.',
      },
      notes: {
        label: 'Notes',
        text: 'Vos idées, actualités et offres du mois, que la rédactrice prend en compte pour vos posts.',
      },
      posts: {
        label: 'Posts',
        text: 'Les posts générés pour chaque mois, à relire, modifier, programmer ou publier.',
      },
      calendar: {
        label: 'Calendrier',
        text: 'Le calendrier de vos posts programmés et publiés, mois par mois.',
      },
      social: {
        label: 'Réseaux sociaux',
        text: 'La connexion de vos comptes Facebook et Instagram, sur lesquels vos posts sont publiés.',
      },
      reglages: {
        label: 'Réglages',
        text: 'Votre abonnement et les réglages de votre compte.',
      },
    },
  },
  facebookCallback: {
    inProgress: 'Connexion Facebook en cours...',
    authError: "Erreur lors de l'authentification",
  },
  social: {
    title: 'Connexions réseaux sociaux',
    description: 'Connectez vos comptes pour que vos posts validés soient publiés automatiquement.',
    networks: { instagram: 'Instagram', facebook: 'Facebook', linkedin: 'LinkedIn' },
    connect: 'Connecter',
    connecting: 'Connexion...',
    reconnect: 'Reconnecter',
    disconnect: 'Déconnecter',
    disconnecting: 'Déconnexion...',
    connected: 'Connecté',
    connectedAs: (name: string) => `Connecté : ${name}`,
    needsReconnect: 'À reconnecter',
    needsReconnectHint: "Le réseau a refusé l'accès (jeton expiré ou révoqué) : reconnectez ce compte.",
    notConnected: 'Non connecté',
    comingSoon: 'Bientôt disponible',
    facebookPageFallback: 'Page Facebook',
    pageLabel: 'Page utilisée',
    pageSwitched: (name: string) => `Page utilisée : ${name}`,
    pageSwitchError: 'Erreur lors du changement de Page',
    accountLabel: 'Compte utilisé',
    accountSwitched: (name: string) => `Compte utilisé : ${name}`,
    accountSwitchError: 'Erreur lors du changement de compte',
    expiresSoon: (network: string, date: string) =>
      `L'accès ${network} expire le ${date} : reconnectez le compte pour que vos posts continuent d'être publiés.`,
    loadError: 'Erreur lors du chargement des connexions',
    retry: 'Réessayer',
    info: 'Vos posts validés sont publiés automatiquement à la date prévue sur les comptes connectés ici.',
    sandboxInfo:
      "Mode démonstration : aucun identifiant Meta n'est configuré sur ce serveur. Les connexions passent par une page d'autorisation locale et vos publications apparaissent dans le fil de démonstration ci-dessous.",
    sandboxBadge: 'mode démonstration',
    guide: {
      title: 'Comment ça marche ?',
      steps: [
        'Connectez votre compte Instagram (et votre Page Facebook) ci-dessus.',
        "Générez vos posts dans l'onglet Posts.",
        'Ouvrez un post et cliquez sur « Programmer » : il est publié automatiquement à la date programmée.',
      ],
    },
    feed: {
      title: 'Fil de démonstration',
      description: 'Les posts publiés sur le réseau de démonstration, tels que vos abonnés les verraient.',
      empty: 'Aucun post publié pour le moment.',
      error: 'Erreur lors du chargement du fil de démonstration',
      mediaAlt: 'Média du post',
    },
    success: {
      instagram: (username: string) => `Instagram connecté : @${username}`,
      facebook: (pageName: string) => `Page Facebook connectée : ${pageName}`,
      linkedin: (name: string) => `LinkedIn connecté : ${name}`,
      disconnected: 'Déconnexion réussie',
    },
    errors: {
      connectFacebook: 'Erreur lors de la connexion Facebook',
      connectInstagram: 'Erreur lors de la connexion Instagram',
      connectLinkedin: 'Erreur lors de la connexion LinkedIn',
      linkedin: (code: string) => `Erreur LinkedIn: ${code}`,
      linkedinCodes: {
        access_denied: "Accès refusé par l'utilisateur",
        missing_parameters: 'Paramètres manquants lors de la connexion LinkedIn',
        config_error: "LinkedIn n'est pas disponible sur ce serveur",
        token_exchange_failed: "Échec de l'échange du jeton LinkedIn",
        callback_error: 'Erreur lors du retour de LinkedIn',
      } as Record<string, string>,
      disconnect: (platform: string) => `Erreur lors de la déconnexion ${platform}`,
      facebook: (code: string) => `Erreur de connexion Facebook: ${code}`,
      instagram: (code: string) => `Erreur Instagram: ${code}`,
      instagramCodes: {
        access_denied: "Accès refusé par l'utilisateur",
        missing_parameters: 'Paramètres manquants lors de la connexion Instagram',
        config_error: 'Connexion Instagram non configurée sur le serveur',
        token_exchange_failed: "Échec de l'échange du jeton Instagram",
        callback_error: "Erreur lors du retour d'Instagram",
      } as Record<string, string>,
    },
  },
  splash: {
    restoring: 'Chargement de votre espace…',
  },
} as const;
