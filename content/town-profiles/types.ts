/**
 * What we can truthfully say about a town we cover, for its location page and its nine
 * service-in-town pages: the place, its homes and what they mean for heating. Every statement
 * rests on a source listed with it (a page anyone can read); nothing here is about our own jobs,
 * customers or figures, which would need records we do not publish.
 */
export interface TownSource {
  /** The page the statements were checked against. */
  url: string;
  /** Its title, as a reader would find it. */
  title: string;
}

export interface TownProfile {
  /** Two or three sentences: what the town is and where, from its history and geography. */
  place: string;
  /** Three or four sentences: the kinds of homes found there, by age and build. */
  homes: string;
  /** Two to four sentences: what those homes and that setting mean for heating them. */
  heating: string;
  /** Where each statement above can be checked. */
  sources: TownSource[];
}
