/**
 * The web-search guidance, shown in the SearchDosAndDonts modal and on /web-search. It
 * says what counts in general terms only: never the exact rules a script could work around.
 */

export const SEARCH_DOS: readonly string[] = [
  'Search for things you really want to find, as you would anywhere else.',
  'Type whole words and phrases, and take your time: read the results that interest you.',
  'Search throughout the day: rewards arrive at random moments, up to a daily limit.',
];

export const SEARCH_DONTS: readonly string[] = [
  'No random letters, like "asdfgh".',
  'No single characters.',
  'No repeated words, like "shoes shoes shoes".',
  'No copies of a search you already made, or small changes to it.',
  'No scripts, bots or searching faster than you can read.',
];

/** The warning under the guidance. */
export const SEARCH_WARNING = 'Unnatural or spammy activity may block your account.';
