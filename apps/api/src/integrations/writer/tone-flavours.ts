import type { BrandTone } from '../../modules/posts/public';

/** A sentence in the tone's voice that follows the body, so that even a business with few facts gets posts
 * that say something in its own way; {name} is the business, {type} its activity. */
export const TONE_FLAVOURS: Record<BrandTone, string[]> = {
  professionnel: [
    'Notre exigence : un travail soigné, des délais tenus et un conseil honnête.',
    'Chaque demande est traitée avec le même sérieux, quelle que soit sa taille.',
    'Nous croyons aux relations durables, construites sur la confiance.',
    'Notre équipe se forme en continu pour vous offrir le meilleur.',
    'Transparence et réactivité : c’est ainsi que nous travaillons.',
  ],
  luxe: [
    'Rien n’est laissé au hasard, de la première attention au dernier détail.',
    'Des matières choisies avec soin, un savoir-faire rare.',
    'Le temps est le plus précieux des luxes : nous le prenons pour vous.',
    'Une expérience sur mesure, pensée pour les plus exigeants.',
    'L’élégance se niche dans la discrétion.',
  ],
  simple: [
    'Pas de chichis, juste du bon travail.',
    'On fait simple, on fait bien.',
    'Des choses claires, des prix clairs.',
    'Ce qui compte : que vous soyez content.',
    'Facile, rapide, sans surprise.',
  ],
  humouristique: [
    'Notre secret ? Beaucoup de passion et un soupçon de café.',
    'Aucun algorithme n’a été maltraité pendant la rédaction de ce post.',
    'On a demandé à notre plante verte : elle approuve.',
    'Effets secondaires possibles : sourire prolongé et envie de revenir.',
    'Vous pouvez reprendre une activité normale. Ou pas.',
  ],
  proximite: [
    'Ici, on prend le temps de discuter, de conseiller, de se connaître.',
    'Faire vivre le quartier, c’est aussi ça, notre métier.',
    'Nos voisins sont nos meilleurs ambassadeurs.',
    'On travaille avec les artisans et commerçants d’à côté, et on en est fiers.',
    'La porte est ouverte, passez dire bonjour.',
  ],
  amical: [
    'On adore vous voir passer, vraiment.',
    'Vous êtes un peu notre deuxième famille.',
    'Chaque message de votre part nous donne le sourire.',
    'Ici, on se tutoie et on partage les bons moments.',
    'Merci d’être là, tout simplement.',
  ],
  moderne: [
    'Plus rapide, plus simple, plus malin : on avance avec vous.',
    'Nos outils évoluent, notre engagement reste le même.',
    'Réservation, commande, contact : tout se fait en quelques clics.',
    'On teste, on apprend, on s’améliore chaque semaine.',
    'Le futur de votre {type} commence aujourd’hui.',
  ],
  traditionnel: [
    'Des recettes et des gestes transmis de génération en génération.',
    'Ici, on préfère le fait main au tout industriel.',
    'Le temps long est notre meilleur allié.',
    'Nos anciens nous ont appris la patience et l’exigence.',
    'Le goût des choses vraies ne se démode jamais.',
  ],
  creatif: [
    'Chaque projet est une page blanche que nous remplissons avec vous.',
    'On mélange les idées, les couleurs et les envies.',
    'Sortir du cadre, c’est notre façon de bien faire.',
    'L’inspiration vient souvent de vos propres idées.',
    'Un brin de fantaisie rend tout plus beau.',
  ],
  technique: [
    'Méthode, mesure et contrôle : rien n’est laissé à l’approximation.',
    'Nous expliquons chaque étape, pour que vous sachiez ce que vous achetez.',
    'Les bons outils et les bons gestes font la qualité du résultat.',
    'Derrière chaque résultat, un protocole éprouvé.',
    'Nos choix sont guidés par les faits, pas par les modes.',
  ],
  storytelling: [
    'Chaque client apporte un nouveau chapitre à notre histoire.',
    'Au début, il n’y avait qu’une idée et beaucoup d’envie.',
    'Les plus belles histoires se construisent pas à pas.',
    'Nos souvenirs les plus forts, c’est avec vous qu’on les a écrits.',
    'Il y a eu des doutes, des réussites, et toujours cette passion.',
  ],
};
