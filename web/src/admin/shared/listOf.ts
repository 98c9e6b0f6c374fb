/** 'a, b\nc' → ['a', 'b', 'c']: ids or codes typed comma-, space- or line-separated (blanks dropped). */
export const listOf = (text: string | undefined) =>
  (text ?? '')
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
