/** The first cards' pictures load at once (SweepstakeGrid), and the /sweepstakes shell shows them early. */
export const EAGER_SWEEPSTAKE_IMAGES = 3;

/**
 * The pictures of a listing response's sweepstakes, in order (app/firstScreen.ts's showShellContent
 * runs it inline in the shell: self-contained, no outer names).
 */
export function sweepstakePictures(data: unknown): { pictures: (string | null | undefined)[] } {
  const items = (data as { items?: { image_url?: string | null }[] } | null)?.items ?? [];
  return { pictures: items.map((item) => item.image_url) };
}
