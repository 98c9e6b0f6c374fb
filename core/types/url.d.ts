/**
 * The WHATWG URL that every runtime core runs in provides (browsers, Node 20). Core compiles with
 * neither DOM nor Node types, so its own typecheck declares the part it uses; the web app and the
 * functions, which compile core's sources too, bring the full declarations instead.
 */
declare class URLSearchParams {
  keys(): IterableIterator<string>;
  delete(name: string): void;
}

declare class URL {
  constructor(url: string, base?: string);
  readonly origin: string;
  readonly searchParams: URLSearchParams;
  hash: string;
  username: string;
  password: string;
  readonly protocol: string;
  readonly host: string;
  readonly hostname: string;
  readonly port: string;
  readonly pathname: string;
  toString(): string;
}
