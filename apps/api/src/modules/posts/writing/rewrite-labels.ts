import type { ContactKind } from './rewrite-patterns';
import type { RewriteOperation } from './rewrite-request';
import type { BrandTone } from './tones';

/** How the preview names an operation: done ("Texte raccourci") and not done ("raccourcir le texte"). */
export interface OperationLabel {
  done: string;
  todo: string;
}

const TONE_LABELS: Record<BrandTone, string> = {
  professionnel: 'plus professionnel',
  luxe: 'plus chic',
  simple: 'plus simple',
  humouristique: 'plus drôle',
  proximite: 'plus chaleureux',
  amical: 'plus amical',
  moderne: 'plus moderne',
  traditionnel: 'plus authentique',
  creatif: 'plus créatif',
  technique: 'plus technique',
  storytelling: 'plus narratif',
};
const CONTACT_LABELS: Record<ContactKind, [done: string, todo: string]> = {
  address: ['Adresse ajoutée', 'ajouter l’adresse'],
  phone: ['Téléphone ajouté', 'ajouter le téléphone'],
  website: ['Site web ajouté', 'ajouter le site web'],
  email: ['E-mail ajouté', 'ajouter l’e-mail'],
};
const MEANS_LABELS = {
  book: 'à réserver',
  order: 'à commander',
  call: 'à appeler',
  visit: 'à passer',
  website: 'à visiter le site',
  message: 'à écrire',
};

const label = (done: string, todo: string): OperationLabel => ({ done, todo });

export function describeOperation(op: RewriteOperation): OperationLabel {
  switch (op.kind) {
    case 'shorter':
      return label('Texte raccourci', 'raccourcir le texte');
    case 'longer':
      return label('Texte enrichi de faits de votre profil', 'rallonger le texte');
    case 'formal':
      return label('Ton plus formel (vouvoiement, sans emojis ni exclamations)', 'rendre le ton plus formel');
    case 'casual':
      return label('Ton plus décontracté', 'rendre le ton plus décontracté');
    case 'enthusiastic':
      return label('Ton plus enthousiaste', 'rendre le ton plus enthousiaste');
    case 'calmer':
      return label('Ton plus posé (moins d’exclamations et d’emojis)', 'rendre le ton plus posé');
    case 'question':
      return label('Question posée à vos abonnés', 'poser une question');
    case 'paragraphs':
      return label('Texte découpé en paragraphes courts', 'découper le texte en paragraphes');
    case 'quotes':
      return label('Guillemets et apostrophes à la française', 'mettre les guillemets à la française');
    case 'proofread':
      return label('Typographie française appliquée, orthographe contrôlée', 'corriger le texte');
    case 'reword':
      return label('Texte reformulé (nouvelle accroche)', 'reformuler le texte');
    case 'translate':
      return label('Texte traduit', 'traduire le post');
    case 'register':
      return op.to === 'tu'
        ? label('Tutoiement', 'passer au tutoiement')
        : label('Vouvoiement', 'passer au vouvoiement');
    case 'emojis':
      return op.action === 'add'
        ? label('Emojis ajoutés', 'ajouter des emojis')
        : label('Emojis retirés', 'retirer les emojis');
    case 'hashtags':
      return op.action === 'remove'
        ? label('Hashtags retirés', 'retirer les hashtags')
        : label('Hashtags renouvelés', 'changer les hashtags');
    case 'add-hashtags':
      return label(`Hashtags ajoutés : ${op.tags.join(' ')}`, `ajouter ${op.tags.join(' ')}`);
    case 'tone':
      return label(`Ton ${TONE_LABELS[op.tone]}`, `rendre le ton ${TONE_LABELS[op.tone]}`);
    case 'title':
      return label(`Titre changé en « ${op.title} »`, 'changer le titre');
    case 'mention':
      return label(`Ajout : « ${op.content} »`, `mentionner « ${op.content} »`);
    case 'remove':
      return op.content.startsWith('contact:')
        ? label('Coordonnée retirée', 'retirer cette coordonnée')
        : label(`Passage sur « ${op.content} » retiré`, `retirer « ${op.content} »`);
    case 'replace':
      return label(`« ${op.from} » remplacé par « ${op.to} »`, `remplacer « ${op.from} »`);
    case 'price':
      return label(
        `Prix changé${op.item ? ` pour « ${op.item} »` : ''} : ${op.from ? `${op.from} → ` : ''}${op.to}`,
        `changer le prix en ${op.to}`,
      );
    case 'date':
      return label(`Date changée : ${op.from ? `${op.from} → ` : ''}${op.to}`, `changer la date en ${op.to}`);
    case 'call-to-action':
      return label(
        op.means ? `Appel à l’action : inviter ${MEANS_LABELS[op.means]}` : 'Appel à l’action changé',
        op.means ? `inviter ${MEANS_LABELS[op.means]}` : 'changer l’appel à l’action',
      );
    case 'contact':
      return label(...CONTACT_LABELS[op.what]);
    case 'unknown':
      return label(`« ${op.text} »`, `comprendre « ${op.text} »`);
  }
}
