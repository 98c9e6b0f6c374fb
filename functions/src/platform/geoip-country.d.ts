/** The part of `geoip-country` (no bundled types) that platform/geo.ts uses. */
declare module 'geoip-country' {
  interface Lookup {
    /** Two-letter ISO country code. */
    country: string;
    name?: string;
  }
  const geoip: { lookup(ip: string): Lookup | null };
  export default geoip;
}
