import type { AngleText, Material, Say } from '../../modules/posts/public';
import { noteKind, retellNote } from './notes-retold';

/** "La boutique sera fermée…" inside a sentence; a first name ("Léa rejoint…") keeps its capital. */
const inside = (sentence: string) =>
  /^(?:(?:le|la|les|nous|on|notre|nos|un|une|des|du)(?![\p{L}])|l['’])/iu.test(sentence)
    ? sentence.charAt(0).toLowerCase() + sentence.slice(1)
    : sentence;

/** A post built around one of the month's notes: the note retold, framed by its kind, never pasted. */
export function notePost(note: Material['notes'][number], reminder: boolean, say: Say): AngleText {
  const told = retellNote(note.content || note.title);
  const within = inside(told);
  const kind = noteKind(note.content || note.title);
  const dated = /\d/u.test(told);
  const first = /^(\p{Lu}\p{Ll}+)\s+(?:rejoint|arrive)/u.exec(told)?.[1];
  const fresh = [
    told,
    `Bon à savoir : ${within}`,
    say(`On vous le dit dès maintenant : ${within}`, `On te le dit dès maintenant : ${within}`),
    dated ? `Une date à retenir : ${within}` : '',
    say(`Notez bien : ${within}`, `Note bien : ${within}`),
    `C’est officiel : ${within}`,
  ];
  const again = [
    `Petit rappel : ${within}`,
    `Pour mémoire : ${within}`,
    say(`On vous le rappelle : ${within}`, `On te le rappelle : ${within}`),
    kind === 'order' ? `Dernière ligne droite : ${within}` : '',
    told,
  ];
  const follow: Record<typeof kind, string[]> = {
    closure: [
      say('Merci de votre compréhension, et à très vite.', 'Merci de ta compréhension, et à très vite.'),
      say('On vous retrouve juste après.', 'On te retrouve juste après.'),
      say('Pensez à vous organiser d’ici là.', 'Pense à t’organiser d’ici là.'),
    ],
    hours: [
      say('On vous attend !', 'On t’attend !'),
      say('Notez-le dans vos agendas.', 'Note-le dans ton agenda.'),
    ],
    order: [
      say('Pensez à commander à temps.', 'Pense à commander à temps.'),
      'Mieux vaut ne pas attendre le dernier moment.',
    ],
    person: first ? [`Bienvenue à ${first} !`, `Toute l’équipe est ravie d’accueillir ${first}.`] : [],
    event: [
      say('On compte sur vous ?', 'On compte sur toi ?'),
      say('Ce sera un plaisir de vous y voir.', 'Ce sera un plaisir de t’y voir.'),
    ],
    offer: [],
    info: [],
  };
  return {
    subject: note.title || 'à noter',
    tags: [],
    openings: (reminder ? again : fresh).filter(Boolean),
    body: [follow[kind]],
    invite: kind !== 'closure',
  };
}
