/** A page of a list read newest first (every paged API list; its own module so any type can use it). */
export interface CursorPage<T> {
  items: T[];
  /** Pass back as `cursor` for the next (older) page; null when there is none. */
  nextCursor: string | null;
}
