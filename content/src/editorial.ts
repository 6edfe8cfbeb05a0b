/** The author box under every article written by the editorial team, and the related-articles heading. */
export const editorialTeam = {
  name: 'Sichtwerk Redaktion',
  role: 'Redaktion für lokales Online-Marketing',
  bio: 'Wir schreiben für Inhaberinnen und Inhaber lokaler Betriebe: was bei Google, in Maps und in KI-Antworten zählt, in Worten ohne Fachjargon und mit Beispielen aus dem Alltag von Handwerk, Handel und Gastronomie.',
  initials: 'SR',
} as const;

export const articleExtrasCopy = {
  tocTitle: 'Inhalt',
  relatedTitle: 'Weiterlesen',
  authorTitle: 'Über die Redaktion',
} as const;
